import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import type { QualificationInput } from '../../../common/api/qualification';
import { type Db, rowsOf } from '../../db/client';
import { runJobInline } from '../../jobs/job';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildEnrolment, buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { certifiedCourse, issueByHand } from './certification-test-kit';
import {
  issueDueQualificationCertificates,
  issueDueQualificationCertificatesJob,
} from './qualification-sweep';

/** The SQL texts run, to count a sweep's queries apart from the notifications it writes. */
const texts: string[] = [];
let testApp: TestApp;
let db: Db;
let staff: TestAgent;
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: (text: string) => texts.push(text) });
  db = testApp.database.db;
  staff = await signedInAgent(testApp.app, (await buildUser(db, { isStaff: true })).email);
  // The completion listener, which sweeps a qualification saved published, starts with the app.
  await testApp.app.ready();
});
afterAll(() => testApp.close());

let qualificationCount = 0;

/** Two courses issuing certificates by hand, each with a class and an administrator. */
async function twoCourses() {
  return [await certifiedCourse(testApp), await certifiedCourse(testApp)] as const;
}
type Course = Awaited<ReturnType<typeof twoCourses>>[number];

/** `count` learners in a class of each of `courses`, each holding the certificate of the first. */
async function learnersCertifiedIn(courses: readonly Course[], count: number) {
  const learners: Array<{ id: string; agent: TestAgent }> = [];
  for (let n = 0; n < count; n++) {
    const { user, agent } = await userAgent(testApp, { fullName: `Learner ${n + 1}` });
    for (const { cohort } of courses) await buildEnrolment(testApp, { userId: user.id, cohortId: cohort.id });
    await issueByHand(courses[0]!.admin, courses[0]!.course.path, user.id);
    learners.push({ id: user.id, agent });
  }
  return learners;
}

/** The input of a qualification of `core` and `elective` courses, published or not. */
function qualificationInput(
  core: readonly Course[],
  elective: readonly Course[],
  published: boolean,
): QualificationInput {
  return {
    code: `sweep-diploma-${++qualificationCount}`,
    name: `Sweep Diploma ${qualificationCount}`,
    description: '',
    coreCoursePaths: core.map(({ course }) => course.path),
    electiveCoursePaths: elective.map(({ course }) => course.path),
    electivesRequired: 0,
    published,
    design: { ...DEFAULT_CERTIFICATE_DESIGN, title: 'Diploma' },
  };
}

async function createQualification(input: QualificationInput): Promise<string> {
  const created = await staff.post('/json/qualification/create', input);
  expect(created.status).toBe(200);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM qualifications WHERE code = ${input.code}`),
  );
  return row!.id;
}

const edit = async (input: QualificationInput) => {
  const saved = await staff.post(`/json/qualification/update/edit/${input.code}`, input);
  expect(saved.status).toBe(200);
};

/** Enrol learners as a learner enrolled before the qualification changed: without the enrol call, which issues. */
async function enrolQuietly(qualificationId: string, userIds: string[]) {
  await db.execute(sql`INSERT INTO qualification_enrolments (user_id, qualification_id)
    SELECT u::uuid, ${qualificationId}::uuid FROM jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) AS u(u)`);
}

/** Publish without the edit call, whose announcement would have the listener sweep them meanwhile. */
async function publishQuietly(qualificationIds: string[]) {
  await db.execute(sql`UPDATE qualifications SET published = true
    WHERE id IN (SELECT q::uuid FROM jsonb_array_elements_text(${JSON.stringify(qualificationIds)}::jsonb) AS q(q))`);
}

/** The learner's certificates of the qualification, and the notifications telling them of one. */
async function issuedTo(qualificationId: string, userId: string) {
  const [row] = rowsOf<{ certificates: number; notified: number }>(
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM certificates WHERE qualification_id = ${qualificationId}::uuid
        AND user_id = ${userId}::uuid) AS certificates,
      (SELECT count(*)::int FROM notifications n JOIN certificates c ON n.data->>'sourceId' = 'certificate:' || c.code
        WHERE c.qualification_id = ${qualificationId}::uuid AND c.user_id = ${userId}::uuid) AS notified`),
  );
  return row!;
}

const sweepJob = () =>
  runJobInline(issueDueQualificationCertificatesJob, {}, { db, logger: pino({ level: 'silent' }) });

/** The queries `step` runs, but those of the notifications (written one learner at a time) and their mail. */
async function queriesBesideNotifications(step: () => Promise<unknown>): Promise<number> {
  const from = texts.length;
  await step();
  // The app mails the notifications meanwhile (notifications, mail_…, rate_limit_… tables, in
  // transactions of their own): statements only, theirs left out.
  const own = (text: string) => !/notifications|pg_notify|mail_|rate_limit|^\s*(begin|commit)\b/i.test(text);
  return texts.slice(from).filter(own).length;
}

describe('the qualification completion sweep', () => {
  it('issues on publishing to enrolled learners who completed it while it was a draft, not before', async () => {
    const courses = await twoCourses();
    const input = qualificationInput(courses, [], true);
    const id = await createQualification(input);
    const [learner] = await learnersCertifiedIn(courses, 1);
    const enrolled = await learner!.agent.post(`/json/qualification/update/enrol/${input.code}`, {});
    expect(enrolled.status).toBe(200);
    await edit({ ...input, published: false });
    // The last course certified while it is a draft: a draft issues nothing, not even on the course's issue.
    await issueByHand(courses[1].admin, courses[1].course.path, learner!.id);
    await sweepJob();
    expect(await issuedTo(id, learner!.id)).toEqual({ certificates: 0, notified: 0 });

    await edit(input);
    await expect
      .poll(() => issuedTo(id, learner!.id), { timeout: 10_000 })
      .toEqual({ certificates: 1, notified: 1 });
  });

  it('issues when the courses change so that an enrolled learner has completed it', async () => {
    const courses = await twoCourses();
    const input = qualificationInput(courses, [], true);
    const id = await createQualification(input);
    const [learner] = await learnersCertifiedIn(courses, 1);
    await learner!.agent.post(`/json/qualification/update/enrol/${input.code}`, {});
    expect(await issuedTo(id, learner!.id)).toEqual({ certificates: 0, notified: 0 });

    // The second course becomes an elective that none is asked to complete.
    await edit({
      ...input,
      coreCoursePaths: [courses[0].course.path],
      electiveCoursePaths: [courses[1].course.path],
    });
    await expect
      .poll(() => issuedTo(id, learner!.id), { timeout: 10_000 })
      .toEqual({ certificates: 1, notified: 1 });
    const landing = await learner!.agent.get(`/json/qualification/read/getLandingPage/${input.code}`);
    expect(landing.body.result).toMatchObject({
      enrolment: { complete: true, certificateCode: expect.any(String) },
    });
  });

  it('issues every due learner batch after batch, once, in queries that do not grow per learner', async () => {
    const courses = await twoCourses();
    // Created as drafts and published behind the listener's back: only the sweeps measured issue.
    const few = await createQualification(qualificationInput([courses[0]], [], false));
    const many = await createQualification(qualificationInput([courses[0]], [], false));
    const batched = await createQualification(qualificationInput([courses[0]], [], false));
    await publishQuietly([few, many, batched]);
    const learners = await learnersCertifiedIn(courses, 7);
    await enrolQuietly(
      few,
      learners.slice(0, 2).map(({ id }) => id),
    );
    await enrolQuietly(
      many,
      learners.slice(2).map(({ id }) => id),
    );

    const forFew = await queriesBesideNotifications(async () =>
      expect(await issueDueQualificationCertificates(db, few)).toBe(2),
    );
    const forMany = await queriesBesideNotifications(async () =>
      expect(await issueDueQualificationCertificates(db, many)).toBe(5),
    );
    // Who is due, the qualification's words, the certificates: in one transaction.
    expect(forFew).toBe(3);
    expect(forMany).toBe(forFew);
    for (const { id } of learners.slice(0, 2))
      expect(await issuedTo(few, id)).toEqual({ certificates: 1, notified: 1 });
    for (const { id } of learners.slice(2))
      expect(await issuedTo(many, id)).toEqual({ certificates: 1, notified: 1 });
    // Nothing is due any more.
    expect(await issueDueQualificationCertificates(db, many)).toBe(0);

    // Batches of 2: the third takes the last of 5.
    await enrolQuietly(
      batched,
      learners.slice(2).map(({ id }) => id),
    );
    expect(await issueDueQualificationCertificates(db, batched, undefined, 2)).toBe(5);
    for (const { id } of learners.slice(2))
      expect(await issuedTo(batched, id)).toEqual({ certificates: 1, notified: 1 });
  });

  it('as the scheduled job, leaves drafts, incomplete and issued enrolments alone, and issues once under parallel sweeps', async () => {
    const courses = await twoCourses();
    const published = await createQualification(qualificationInput([courses[0]], [], true));
    const draft = await createQualification(qualificationInput([courses[0]], [], false));
    const incomplete = await createQualification(qualificationInput(courses, [], true));
    const learners = await learnersCertifiedIn(courses, 3);
    const ids = learners.map(({ id }) => id);
    for (const qualification of [published, draft, incomplete]) await enrolQuietly(qualification, ids);

    await Promise.all(Array.from({ length: 4 }, () => sweepJob()));
    for (const id of ids) {
      expect(await issuedTo(published, id)).toEqual({ certificates: 1, notified: 1 });
      expect(await issuedTo(draft, id)).toEqual({ certificates: 0, notified: 0 });
      expect(await issuedTo(incomplete, id)).toEqual({ certificates: 0, notified: 0 });
    }
    await sweepJob();
    for (const id of ids) expect(await issuedTo(published, id)).toEqual({ certificates: 1, notified: 1 });
  });
});
