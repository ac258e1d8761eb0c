import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_ISSUE_MAX, type CertificateBatchState } from '../../../common/api/certification';
import { rowsOf } from '../../db/client';
import { certificateBatches } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { runCertificateBatch } from './certificate-batch-job';
import { certifiedCourse, issueByHand } from './certification-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const start = (agent: TestAgent, coursePath: string, input: object) =>
  agent.post(`/json/course/update/issueCertificates/${coursePath}`, input);
const status = (agent: TestAgent, coursePath: string, batchId?: string) =>
  agent.get(`/json/course/read/getCertificateBatch/${coursePath}${batchId ? `?batchId=${batchId}` : ''}`);

/** Follow batch `batchId` until it is no longer running: its last state. */
async function finished(
  agent: TestAgent,
  coursePath: string,
  batchId: string,
): Promise<CertificateBatchState> {
  for (let read = 0; read < 500; read++) {
    const reply = await status(agent, coursePath, batchId);
    expect(reply.status).toBe(200);
    const state = reply.body.result as CertificateBatchState;
    if (state.status !== 'running') return state;
    await sleep(20);
  }
  throw new Error('the bulk issue did not finish');
}

/** Start a bulk issue and follow it to its end. */
async function issueInBulk(agent: TestAgent, coursePath: string, input: object) {
  const started = await start(agent, coursePath, input);
  expect(started.status).toBe(200);
  return finished(agent, coursePath, (started.body.result as CertificateBatchState).batchId);
}

/** `minutes` of active learning recorded for `userId` in the course. */
async function learnFor(courseId: string, userId: string, minutes: number) {
  await testApp.database.db.execute(sql`INSERT INTO learning_time_daily (user_id, course_id, page_path, day, seconds)
    VALUES (${userId}::uuid, ${courseId}::uuid, 'week-1', current_date, ${minutes * 60})`);
}

let enrolled = 0;

/** `count` new learners enrolled in `cohortId` (made in two statements, without passwords): their ids. */
async function enrolMany(cohortId: string, count: number): Promise<string[]> {
  const { db } = testApp.database;
  const tag = `bulk-${++enrolled}-${cohortId}`;
  await db.execute(sql`INSERT INTO users (full_name, email)
    SELECT 'Bulk Learner ' || i, ${tag} || '-' || i || '@example.test' FROM generate_series(1, ${count}::int) AS i`);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO enrolments (user_id, cohort_id, source)
      SELECT id, ${cohortId}::uuid, 'open' FROM users WHERE email LIKE ${`${tag}-%`} RETURNING user_id AS id`),
  );
  return rows.map((row) => row.id);
}

const certifiedIn = async (courseId: string) =>
  rowsOf<{ user_id: string }>(
    await testApp.database.db.execute(
      sql`SELECT user_id FROM certificates WHERE course_id = ${courseId}::uuid ORDER BY user_id`,
    ),
  ).map((row) => row.user_id);

/**
 * Wait until the work certificates set off after their commit (the learners' notifications, heard
 * through NOTIFY a moment later on a PostgreSQL server) is done, so a count holds the read's alone.
 */
async function quiet(): Promise<void> {
  while ((await queries.count(() => sleep(200))) > 0);
}

const NONE_SKIPPED = { already_issued: 0, not_learner: 0, learning_time_short: 0, off: 0, class_off: 0 };

describe('bulk issuing', () => {
  it('issues to every eligible learner once, counts the rest skipped by reason, and issues nothing new when run again', async () => {
    const { course, cohort, admin } = await certifiedCourse(testApp, { minLearningMinutes: 30 });
    // Nur Aisyah (the kit's learner) has no learning time; three learners have enough, one of them
    // certified by hand already.
    const eligible = await Promise.all([1, 2, 3].map(() => enrolledAgent(testApp, cohort.id)));
    for (const { user } of eligible) await learnFor(course.id, user.id, 40);
    await issueByHand(admin, course.path, eligible[0]!.user.id);

    const first = await issueInBulk(admin, course.path, { learners: 'uncertified' });
    expect(first).toMatchObject({
      status: 'finished',
      percentage: 100,
      total: 3,
      done: 3,
      issued: 2,
      skipped: { ...NONE_SKIPPED, learning_time_short: 1 },
    });
    expect(await certifiedIn(course.id)).toEqual(eligible.map(({ user }) => user.id).sort());
    // Each learner issued in bulk is told, as by hand.
    const told = rowsOf<{ user_id: string }>(
      await testApp.database.db.execute(sql`SELECT user_id FROM notifications
        WHERE course_id = ${course.id}::uuid AND event = 'certificate_issued' ORDER BY user_id`),
    );
    expect(told.map((row) => row.user_id)).toEqual(eligible.map(({ user }) => user.id).sort());

    const second = await issueInBulk(admin, course.path, { learners: 'uncertified' });
    expect(second).toMatchObject({
      status: 'finished',
      total: 1,
      issued: 0,
      skipped: { ...NONE_SKIPPED, learning_time_short: 1 },
    });
    expect(await certifiedIn(course.id)).toHaveLength(3);
    // Without a batch id, the course's latest.
    expect((await status(admin, course.path)).body.result).toEqual(second);
  });

  it('takes the chosen learners once each, and counts the refused by reason', async () => {
    const { course, cohort, admin, learner } = await certifiedCourse(testApp, { minLearningMinutes: 30 });
    const [fresh, certified] = await enrolMany(cohort.id, 2);
    for (const userId of [fresh!, certified!]) await learnFor(course.id, userId, 45);
    await issueByHand(admin, course.path, certified!);
    const stranger = await buildUser(testApp.database.db);
    // A learner of a class whose rule is to issue no certificate.
    const audit = await buildClass(testApp, course.id);
    const [auditor] = await enrolMany(audit.id, 1);
    await learnFor(course.id, auditor!, 45);
    const noCertificates = { cohortPath: audit.path, issueRule: 'none', passMark: null };
    expect(
      (await admin.post(`/json/course/update/setClassCertificateRule/${course.path}`, noCertificates)).status,
    ).toBe(200);

    const state = await issueInBulk(admin, course.path, {
      learners: 'chosen',
      userIds: [fresh, certified, stranger.id, learner.user.id, fresh, auditor],
    });
    expect(state).toEqual({
      batchId: state.batchId,
      status: 'finished',
      percentage: 100,
      total: 5,
      done: 5,
      issued: 1,
      skipped: { already_issued: 1, not_learner: 1, learning_time_short: 1, off: 0, class_off: 1 },
    });
    expect(await certifiedIn(course.id)).toEqual([fresh!, certified!].sort());
  });

  it('narrows every uncertified learner to one class of the course, and refuses a class of another', async () => {
    const { course, cohort, admin } = await certifiedCourse(testApp);
    const other = await buildClass(testApp, course.id);
    const [inOther] = await enrolMany(other.id, 1);
    await enrolMany(cohort.id, 2);
    const state = await issueInBulk(admin, course.path, { learners: 'uncertified', cohortPath: other.path });
    expect(state).toMatchObject({ total: 1, issued: 1 });
    expect(await certifiedIn(course.id)).toEqual([inOther]);

    const elsewhere = await buildClass(testApp);
    const refused = await start(admin, course.path, { learners: 'uncertified', cohortPath: elsewhere.path });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({ cohortPath: { code: 'enrolment.cohortPath' } });
  });

  it('shows the progress of each chunk as it commits, then 100 finished', async () => {
    const { course, cohort, admin } = await certifiedCourse(testApp);
    const userIds = await enrolMany(cohort.id, 5);
    const staff = await buildUser(testApp.database.db);
    const [batch] = await testApp.database.db
      .insert(certificateBatches)
      .values({ courseId: course.id, requestedBy: staff.id, userIds, total: userIds.length })
      .returning();
    const seen: Array<[number, string]> = [];
    await runCertificateBatch(testApp.database.db, batch!.id, {
      chunkSize: 2,
      afterChunk: async () => {
        const state = (await status(admin, course.path, batch!.id)).body.result as CertificateBatchState;
        seen.push([state.percentage, state.status]);
      },
    });
    expect(seen).toEqual([
      [40, 'running'],
      [80, 'running'],
      [100, 'running'],
    ]);
    expect((await status(admin, course.path, batch!.id)).body.result).toMatchObject({
      status: 'finished',
      percentage: 100,
      issued: 5,
    });
  });

  it('fails a batch whose requester is gone, with why', async () => {
    const { course, cohort, admin } = await certifiedCourse(testApp);
    const userIds = await enrolMany(cohort.id, 1);
    const [batch] = await testApp.database.db
      .insert(certificateBatches)
      .values({ courseId: course.id, requestedBy: null, userIds, total: 1 })
      .returning();
    await expect(runCertificateBatch(testApp.database.db, batch!.id)).rejects.toThrow('requester');
    const state = (await status(admin, course.path, batch!.id)).body;
    expect(state.result).toMatchObject({ status: 'failed', issued: 0, percentage: 0 });
    expect(state.result).toHaveProperty('reason');
    expect(await certifiedIn(course.id)).toEqual([]);
  });
});

describe('who may issue in bulk', () => {
  it('is the course team only: a learner, someone without a role and a visitor may neither start nor read a batch', async () => {
    const { course, admin, learner } = await certifiedCourse(testApp);
    const state = await issueInBulk(admin, course.path, { learners: 'uncertified' });
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    const nobody = await courseAgent(testApp, null);
    for (const [agent, code] of [
      [learner.agent, 403],
      [designer, 403],
      [nobody, 403],
      [freshAgent(testApp.app), 401],
    ] as const) {
      expect((await start(agent, course.path, { learners: 'uncertified' })).status).toBe(code);
      expect((await status(agent, course.path, state.batchId)).status).toBe(code);
    }
    // A batch is read by its own course only.
    const other = await certifiedCourse(testApp);
    const elsewhere = await status(other.admin, other.course.path, state.batchId);
    expect(elsewhere.status).toBe(404);
    // A course without a batch has no latest one.
    expect((await status(other.admin, other.course.path)).body).toEqual({ result: null });
  });
});

describe('starting a bulk issue', () => {
  it('refuses a second while one runs, with a clear reason, and takes over one whose job was lost', async () => {
    const { course, admin, learner } = await certifiedCourse(testApp);
    const { db } = testApp.database;
    const [running] = await db
      .insert(certificateBatches)
      .values({ courseId: course.id, requestedBy: null, userIds: [learner.user.id], total: 1 })
      .returning();
    const refused = await start(admin, course.path, { learners: 'uncertified' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'conflict',
      reasonCode: { code: 'certificate.batchRunning' },
    });
    expect(
      await db.select().from(certificateBatches).where(eq(certificateBatches.courseId, course.id)),
    ).toHaveLength(1);

    // Silent for more than ten minutes: its job was lost, and a new start fails it.
    await db
      .update(certificateBatches)
      .set({ updatedAt: sql`now() - interval '11 minutes'` })
      .where(eq(certificateBatches.id, running!.id));
    const state = await issueInBulk(admin, course.path, { learners: 'uncertified' });
    expect(state).toMatchObject({ status: 'finished', issued: 1 });
    expect((await status(admin, course.path, running!.id)).body.result).toMatchObject({ status: 'failed' });
  });

  it('refuses bad input and a course issuing no certificates, writing nothing', async () => {
    const { course, admin } = await certifiedCourse(testApp);
    const tooMany = Array.from({ length: BULK_ISSUE_MAX + 1 }, () => crypto.randomUUID());
    for (const input of [
      {},
      { learners: 'all' },
      { learners: 'chosen', userIds: [] },
      { learners: 'chosen', userIds: ['not-a-uuid'] },
      { learners: 'chosen', userIds: tooMany },
    ]) {
      const refused = await start(admin, course.path, input);
      expect(refused.status, JSON.stringify(input).slice(0, 60)).toBe(400);
      expect(Object.values(refused.body.fieldCodes as object)).toContainEqual({
        code: 'certificate.chooseLearners',
        params: { max: BULK_ISSUE_MAX },
      });
    }
    const off = await certifiedCourse(testApp, { enabled: false });
    const refused = await start(off.admin, off.course.path, { learners: 'uncertified' });
    expect(refused.body).toMatchObject({ error: 'conflict', reasonCode: { code: 'certificate.off' } });
    const batches = await testApp.database.db.select().from(certificateBatches);
    expect(batches.filter((batch) => [course.id, off.course.id].includes(batch.courseId))).toEqual([]);
  });
});

describe('the status of a bulk issue', () => {
  it('costs the same queries whatever the batch’s size', async () => {
    const { course, cohort, admin } = await certifiedCourse(testApp);
    const small = await issueInBulk(admin, course.path, {
      learners: 'chosen',
      userIds: await enrolMany(cohort.id, 1),
    });
    const large = await issueInBulk(admin, course.path, {
      learners: 'chosen',
      userIds: await enrolMany(cohort.id, 40),
    });
    expect(large).toMatchObject({ total: 40, issued: 40 });
    await quiet();
    const one = await queries.count(() => status(admin, course.path, small.batchId));
    expect(await queries.count(() => status(admin, course.path, large.batchId))).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });
});
