import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EnrolReply, PendingEnrolment } from '../../../common/api/enrolment';
import { cohorts, enrolments } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { cohortAdminAgent, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildClassWithPages } from './enrolment-fixtures';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const ENROL = '/json/cohort/execute/enrol';
const pending = (agent: TestAgent, path: string) =>
  agent.get(`/json/cohort/read/listPendingEnrolments/${path}`);
const decide = (agent: TestAgent, path: string, enrolmentId: string, decision: string) =>
  agent.post(`/json/cohort/update/decideEnrolment/${path}`, { enrolmentId, decision });

async function request(cohortPath: string, fullName = 'Ayu Pertiwi') {
  const learner = await userAgent(testApp, { fullName });
  const reply = await learner.agent.post(ENROL, { cohortPath });
  expect((reply.body.result as EnrolReply).outcome).toBe('pending');
  return learner;
}

const enrolmentOf = async (userId: string, cohortId: string) =>
  (await storedEnrolment(testApp, userId, cohortId))!;

describe('read cohort listPendingEnrolments', () => {
  it('lists the waiting requests oldest first with name, address and time, in constant queries', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const staff = await cohortAdminAgent(testApp, cohort.path);
    const [empty, queriesForNone] = await queries.measure(() => pending(staff, cohort.path));
    expect(empty.body.result).toEqual([]);
    const ayu = await request(cohort.path, 'Ayu Pertiwi');
    const budi = await request(cohort.path, 'Budi Santoso');
    const [reply, queriesForTwo] = await queries.measure(() => pending(staff, cohort.path));
    const list = reply.body.result as PendingEnrolment[];
    expect(list.map((row) => [row.fullName, row.emailAddress, row.userId])).toEqual([
      ['Ayu Pertiwi', ayu.user.email, ayu.user.id],
      ['Budi Santoso', budi.user.email, budi.user.id],
    ]);
    expect(Date.parse(list[0]!.requestedAt)).not.toBeNaN();
    expect(queriesForTwo).toBe(queriesForNone);
  });

  it('is for the class teachers: a facilitator yes, a learner or visitor no', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const facilitator = await userAgent(testApp);
    await testApp.database.db
      .insert(enrolments)
      .values({ userId: facilitator.user.id, cohortId: cohort.id, staff: true, source: 'staff' });
    expect((await pending(facilitator.agent, cohort.path)).status).toBe(200);
    const learner = await userAgent(testApp);
    expect((await pending(learner.agent, cohort.path)).status).toBe(403);
    expect((await pending(new TestAgent(testApp.app), cohort.path)).status).toBe(401);
  });
});

describe('update cohort decideEnrolment', () => {
  it('approves a request into an active enrolment, and records who decided', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const staff = await cohortAdminAgent(testApp, cohort.path);
    const learner = await request(cohort.path);
    const { id } = await enrolmentOf(learner.user.id, cohort.id);
    const reply = await decide(staff, cohort.path, id, 'approve');
    expect(reply.body.result).toEqual({ enrolmentId: id, status: 'active' });
    const row = await enrolmentOf(learner.user.id, cohort.id);
    expect(row).toMatchObject({ status: 'active', source: 'approval' });
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect(row.decidedBy).not.toBeNull();
    expect((await pending(staff, cohort.path)).body.result).toEqual([]);
    expect((await decide(staff, cohort.path, id, 'reject')).status).toBe(409);
  });

  it('rejects a request; the learner may ask again', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const staff = await cohortAdminAgent(testApp, cohort.path);
    const learner = await request(cohort.path);
    const { id } = await enrolmentOf(learner.user.id, cohort.id);
    expect((await decide(staff, cohort.path, id, 'reject')).body.result).toEqual({
      enrolmentId: id,
      status: 'rejected',
    });
    expect(await enrolmentOf(learner.user.id, cohort.id)).toMatchObject({ status: 'rejected' });
    const again = await learner.agent.post(ENROL, { cohortPath: cohort.path });
    expect((again.body.result as EnrolReply).outcome).toBe('pending');
  });

  it('keeps the seat limit and the end date when approving', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval', seatLimit: 1 });
    const staff = await cohortAdminAgent(testApp, cohort.path);
    const first = await request(cohort.path);
    const second = await request(cohort.path);
    const firstId = (await enrolmentOf(first.user.id, cohort.id)).id;
    const secondId = (await enrolmentOf(second.user.id, cohort.id)).id;
    expect((await decide(staff, cohort.path, firstId, 'approve')).status).toBe(200);
    const full = await decide(staff, cohort.path, secondId, 'approve');
    expect(full.body.error).toBe('class_full');
    expect(await enrolmentOf(second.user.id, cohort.id)).toMatchObject({ status: 'pending' });

    const ended = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const endedStaff = await cohortAdminAgent(testApp, ended.cohort.path);
    const late = await request(ended.cohort.path);
    const { id } = await enrolmentOf(late.user.id, ended.cohort.id);
    await testApp.database.db
      .update(cohorts)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(cohorts.id, ended.cohort.id));
    expect((await decide(endedStaff, ended.cohort.path, id, 'approve')).body.error).toBe('class_ended');
  });

  it('refuses a request of another class, a learner, and a bad decision', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const other = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const learner = await request(other.cohort.path);
    const { id } = await enrolmentOf(learner.user.id, other.cohort.id);
    const staff = await cohortAdminAgent(testApp, cohort.path);
    expect((await decide(staff, cohort.path, id, 'approve')).status).toBe(404);
    expect((await decide(learner.agent, other.cohort.path, id, 'approve')).status).toBe(403);
    const otherStaff = await cohortAdminAgent(testApp, other.cohort.path);
    const bad = await decide(otherStaff, other.cohort.path, id, 'maybe');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['decision']);
  });
});
