import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_DESIGN, verificationPath } from '../../../common/api/certification';
import type { QualificationEnrolment, QualificationInput } from '../../../common/api/qualification';
import { type Db, rowsOf } from '../../db/client';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildEnrolment, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { signedInAgent } from '../../test/signed-in-agent';
import { loadCertificate } from './certificate-record';
import { certifiedCourse, issueByHand } from './certification-test-kit';
import { issueCertificate } from './issue';
import { openBadgeCredential } from './open-badge';
import { issueQualificationCertificate } from './qualification-issue';

const queries = new QueryCounter();
let testApp: TestApp;
let staff: TestAgent;
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: queries.onQuery });
  staff = await signedInAgent(testApp.app, (await buildUser(testApp.database.db, { isStaff: true })).email);
});
afterAll(() => testApp.close());

let qualificationCount = 0;

/**
 * A qualification of `cores` core and `electives` elective courses (each issuing certificates by
 * hand, with a class and an administrator), `required` electives asked, and a learner ("Siti
 * Learner") in a class of every course, not yet enrolled in the qualification.
 */
async function qualificationOf({ cores = 2, electives = 2, required = 1, published = true } = {}) {
  const courses: Awaited<ReturnType<typeof certifiedCourse>>[] = [];
  for (let n = 0; n < cores + electives; n++) courses.push(await certifiedCourse(testApp));
  const { user, agent } = await userAgent(testApp, { fullName: 'Siti Learner' });
  for (const { cohort } of courses) await buildEnrolment(testApp, { userId: user.id, cohortId: cohort.id });
  const code = `data-diploma-${++qualificationCount}`;
  const input: QualificationInput = {
    code: code.toUpperCase(),
    name: `Diploma of Data ${qualificationCount}`,
    description: 'Work with data.',
    coreCoursePaths: courses.slice(0, cores).map(({ course }) => course.path),
    electiveCoursePaths: courses.slice(cores).map(({ course }) => course.path),
    electivesRequired: required,
    published,
    design: { ...DEFAULT_CERTIFICATE_DESIGN, title: 'Diploma' },
  };
  const created = await staff.post('/json/qualification/create', input);
  expect(created.status).toBe(200);
  expect(created.body.result).toMatchObject({ code, enrolledCount: 0 });
  const certify = (index: number) => issueByHand(courses[index]!.admin, courses[index]!.course.path, user.id);
  return { code, input, courses, user, agent, certify };
}

const landing = (agent: TestAgent, code: string) =>
  agent.get(`/json/qualification/read/getLandingPage/${code}`);
const qualificationCertificates = async (db: Db, userId: string) =>
  rowsOf<{ code: string }>(
    await db.execute(
      sql`SELECT code FROM certificates WHERE user_id = ${userId}::uuid AND qualification_id IS NOT NULL`,
    ),
  );

describe('qualification completion', () => {
  it('issues one certificate when both cores and one elective are complete, not before', async () => {
    const { code, courses, user, agent, certify } = await qualificationOf();
    const enrolled = await agent.post(`/json/qualification/update/enrol/${code}`, {});
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.result).toMatchObject({
      enrolment: { code, coreDone: 0, coreTotal: 2, electivesDone: 0, electivesRequired: 1, complete: false },
    });
    await certify(0);
    await certify(2);
    await certify(3);
    const partway = await landing(agent, code);
    expect(partway.body.result).toMatchObject({
      enrolment: {
        coreDone: 1,
        electivesDone: 2,
        complete: false,
        certificateCode: null,
        completedCoursePaths: [courses[0]!.course.path, courses[2]!.course.path, courses[3]!.course.path],
      },
    });
    expect(await qualificationCertificates(testApp.database.db, user.id)).toEqual([]);

    await certify(1);
    const [issued] = await qualificationCertificates(testApp.database.db, user.id);
    const done = await landing(agent, code);
    expect(done.body.result).toMatchObject({
      enrolment: { coreDone: 2, complete: true, certificateCode: issued!.code },
    });

    const verified = await freshAgent(testApp.app).get(
      `/json/certificate/lookup/verify?code=${issued!.code}`,
    );
    expect(verified.body.result).toMatchObject({
      type: 'qualification',
      status: 'valid',
      data: {
        learnerName: 'Siti Learner',
        courseName: 'Diploma of Data 1',
        qualificationCode: code,
        coursePath: '',
      },
    });
    const pdf = await testApp.app.inject({ method: 'GET', url: `/api/certificates/${issued!.code}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const credential = openBadgeCredential((await loadCertificate(testApp.database.db, issued!.code))!, {
      PUBLIC_URL: 'https://kelas.test',
      BRAND_NAME: 'Kelas',
    });
    expect(credential.credentialSubject.achievement).toMatchObject({
      achievementType: 'Diploma',
      name: 'Diploma of Data 1',
    });

    const [notified] = rowsOf<{ target_url: string }>(
      await testApp.database.db.execute(sql`SELECT target_url FROM notifications
        WHERE user_id = ${user.id}::uuid AND course_id IS NULL AND event = 'certificate_issued'`),
    );
    expect(notified?.target_url).toBe(verificationPath(issued!.code));

    const classData = await agent.get(`/json/user/read/getEnrolledClassData/${user.id}`);
    const enrolments = (classData.body.result as { qualificationEnrolments: QualificationEnrolment[] })
      .qualificationEnrolments;
    expect(enrolments).toEqual([
      expect.objectContaining({ code, complete: true, certificateCode: issued!.code }),
    ]);
  });

  it('issues at once to a learner who completed the courses before enrolling', async () => {
    const { code, user, agent, certify } = await qualificationOf({ cores: 1, electives: 1, required: 0 });
    await certify(0);
    expect(await qualificationCertificates(testApp.database.db, user.id)).toEqual([]);
    const enrolled = await agent.post(`/json/qualification/update/enrol/${code}`, {});
    const [issued] = await qualificationCertificates(testApp.database.db, user.id);
    expect(enrolled.body.result).toMatchObject({
      enrolment: { complete: true, certificateCode: issued!.code },
    });
    const again = await agent.post(`/json/qualification/update/enrol/${code}`, {});
    expect(again.status).toBe(200);
    expect(await qualificationCertificates(testApp.database.db, user.id)).toHaveLength(1);
  });

  it('does not count a revoked course certificate', async () => {
    const { code, courses, agent, certify } = await qualificationOf({ cores: 1, electives: 0, required: 0 });
    await agent.post(`/json/qualification/update/enrol/${code}`, {});
    const courseCode = await certify(0);
    const revoked = await courses[0]!.admin.post(`/json/certificate/update/revoke/${courseCode}`, {
      reason: 'Copied',
    });
    expect(revoked.status).toBe(200);
    const read = await landing(agent, code);
    expect(read.body.result).toMatchObject({ enrolment: { coreDone: 0, completedCoursePaths: [] } });
  });

  it('issues once to parallel triggers', async () => {
    const { code, user, certify } = await qualificationOf({ cores: 1, electives: 0, required: 0 });
    await certify(0);
    const { db } = testApp.database;
    // Enrolled without the enrol call (which would issue): the triggers race for the certificate.
    const [{ id }] = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO qualification_enrolments (user_id, qualification_id)
        SELECT ${user.id}::uuid, id FROM qualifications WHERE code = ${code} RETURNING qualification_id AS id`),
    ) as [{ id: string }];
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => issueQualificationCertificate(tx as unknown as Db, id, user.id)),
      ),
    );
    const rows = await qualificationCertificates(db, user.id);
    expect(rows).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'issued')).toHaveLength(1);
    expect(outcomes.every((outcome) => 'code' in outcome && outcome.code === rows[0]!.code)).toBe(true);
  });

  it('issues when the last two courses are certified in parallel transactions', async () => {
    const { code, courses, user, agent } = await qualificationOf({ cores: 2, electives: 0, required: 0 });
    await agent.post(`/json/qualification/update/enrol/${code}`, {});
    const { db } = testApp.database;
    await Promise.all(
      courses.map(({ course }) =>
        db.transaction((tx) =>
          issueCertificate(tx as unknown as Db, course.id, user.id, { by: 'staff', staffId: user.id }),
        ),
      ),
    );
    expect(await qualificationCertificates(db, user.id)).toHaveLength(1);
  });
});

describe('qualification calls', () => {
  it('are written by platform staff only, with clear reasons for bad input', async () => {
    const { code, input, agent } = await qualificationOf({ cores: 1, electives: 1 });
    const asLearner = await agent.post('/json/qualification/create', { ...input, code: 'other-code' });
    expect(asLearner.status).toBe(403);
    const asVisitor = await freshAgent(testApp.app).post('/json/qualification/create', input);
    expect(asVisitor.status).toBe(401);
    expect((await agent.post(`/json/qualification/update/edit/${code}`, input)).status).toBe(403);
    expect((await agent.get('/json/qualification/lookup/getAll')).status).toBe(403);

    const taken = await staff.post('/json/qualification/create', input);
    expect(taken.body).toMatchObject({ error: 'conflict', reasonCode: { code: 'qualification.codeTaken' } });
    const tooMany = await staff.post('/json/qualification/create', {
      ...input,
      code: 'x-1',
      electivesRequired: 2,
    });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fields as object)).toEqual(['electivesRequired']);
    const unknown = await staff.post('/json/qualification/create', {
      ...input,
      code: 'x-2',
      coreCoursePaths: ['no-such-course'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ coreCoursePaths: 'No course has the path no-such-course.' });
    const badCode = await staff.post('/json/qualification/create', { ...input, code: 'not a slug' });
    expect(Object.keys(badCode.body.fields as object)).toEqual(['code']);
    const twice = await staff.post('/json/qualification/create', {
      ...input,
      code: 'x-3',
      electiveCoursePaths: input.coreCoursePaths,
    });
    expect(Object.keys(twice.body.fields as object)).toEqual(['coreCoursePaths']);

    const edited = await staff.post(`/json/qualification/update/edit/${code}`, {
      ...input,
      name: 'Renamed',
      coreCoursePaths: input.electiveCoursePaths,
      electiveCoursePaths: input.coreCoursePaths,
    });
    expect(edited.body.result).toMatchObject({
      name: 'Renamed',
      coreCoursePaths: input.electiveCoursePaths,
      electiveCoursePaths: input.coreCoursePaths,
    });
    const all = await staff.get('/json/qualification/lookup/getAll');
    expect(all.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ code, name: 'Renamed' })]),
    );
  });

  it('refuse a code that names one of the platform’s own pages, creating or renaming', async () => {
    const { code, input } = await qualificationOf({ cores: 1, electives: 0, required: 0 });
    const reserved = {
      error: 'invalid_input',
      fields: { code: 'This code names one of the platform’s own pages. Choose another.' },
      fieldCodes: { code: { code: 'qualification.codeReserved' } },
    };
    // `/wasabi/qualifications/new/` is the form that creates one.
    for (const word of ['new', ' NEW ']) {
      const created = await staff.post('/json/qualification/create', { ...input, code: word });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject(reserved);
    }
    const renamed = await staff.post(`/json/qualification/update/edit/${code}`, { ...input, code: 'new' });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject(reserved);
    // A code that only starts with the word is free.
    const near = await staff.post('/json/qualification/create', { ...input, code: 'new-media' });
    expect(near.status).toBe(200);
  });

  it('hide an unpublished qualification from everyone but staff, who cannot enrol in it', async () => {
    const { code, agent } = await qualificationOf({ cores: 1, electives: 0, required: 0, published: false });
    expect((await landing(agent, code)).status).toBe(404);
    expect((await landing(freshAgent(testApp.app), code)).status).toBe(404);
    expect((await landing(staff, code)).body.result).toMatchObject({
      code,
      published: false,
      enrolment: null,
    });
    expect((await agent.post(`/json/qualification/update/enrol/${code}`, {})).status).toBe(404);
    const staffEnrols = await staff.post(`/json/qualification/update/enrol/${code}`, {});
    expect(staffEnrols.body).toMatchObject({
      error: 'conflict',
      reasonCode: { code: 'qualification.unpublished' },
    });
    expect((await freshAgent(testApp.app).post(`/json/qualification/update/enrol/${code}`, {})).status).toBe(
      401,
    );
  });

  it('show a visitor the landing page in pathway order, and let a learner enrol and withdraw', async () => {
    const { code, courses, agent, user } = await qualificationOf({ cores: 1, electives: 2 });
    const read = await landing(freshAgent(testApp.app), code);
    expect(read.body.result).toMatchObject({
      code,
      electivesRequired: 1,
      coreLearningHours: 0,
      enrolment: null,
      courses: courses.map(({ course }, index) => ({
        path: course.path,
        name: course.name,
        kind: index === 0 ? 'core' : 'elective',
        courseType: 'SHORT_COURSE',
        displayed: false,
        learningHours: null,
      })),
    });
    await agent.post(`/json/qualification/update/enrol/${code}`, {});
    const mine = await agent.get('/json/qualification/lookup/getMine');
    expect(mine.body.result).toEqual([expect.objectContaining({ code, coreTotal: 1, electivesRequired: 1 })]);
    const withdrawn = await agent.post(`/json/qualification/update/withdraw/${code}`, {});
    expect(withdrawn.body.result).toMatchObject({ enrolment: null });
    expect((await agent.get(`/json/user/read/getEnrolledClassData/${user.id}`)).body.result).toMatchObject({
      qualificationEnrolments: [],
    });
  });

  it('answer the landing page and the enrolments in a constant number of queries', async () => {
    const small = await qualificationOf({ cores: 1, electives: 1 });
    const large = await qualificationOf({ cores: 3, electives: 4 });
    for (const { agent, code } of [small, large])
      await agent.post(`/json/qualification/update/enrol/${code}`, {});
    const cost = async ({ agent, code, user }: typeof small) => [
      await queries.count(() => landing(agent, code)),
      await queries.count(() => agent.get('/json/qualification/lookup/getMine')),
      await queries.count(() => agent.get(`/json/user/read/getEnrolledClassData/${user.id}`)),
    ];
    expect(await cost(large)).toEqual(await cost(small));
  });
});
