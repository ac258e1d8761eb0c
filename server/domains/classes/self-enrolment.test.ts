import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EnrolReply } from '../../../common/api/enrolment';
import { classInvitations, enrolmentCodeBatches, enrolmentCodes } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { storedEnrolment, userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildClassWithPages } from './enrolment-fixtures';

const testApp = setUpTestApp();

const ENROL = '/json/cohort/execute/enrol';
const DAY = 24 * 60 * 60 * 1000;

/** A batch of one code `code` with `maxUses` uses for the class. */
async function addCode(cohortId: string, code: string, maxUses: number) {
  const { db } = testApp.database;
  const [batch] = await db
    .insert(enrolmentCodeBatches)
    .values({ cohortId, label: 'Batch', maxUses })
    .returning();
  await db.insert(enrolmentCodes).values({ code, batchId: batch!.id, cohortId, maxUses });
}

async function usesOf(code: string) {
  const [row] = await testApp.database.db.select().from(enrolmentCodes).where(eq(enrolmentCodes.code, code));
  return row!.uses;
}

describe('execute cohort enrol: open classes', () => {
  it('enrols the user and answers where to go next; a second time they are already enrolled', async () => {
    const { course, cohort } = await buildClassWithPages(testApp, { enrolmentType: 'open' });
    const { user, agent } = await userAgent(testApp);
    const reply = await agent.post(ENROL, { cohortPath: cohort.path.toUpperCase() });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual<EnrolReply>({
      outcome: 'enrolled',
      cohortPath: cohort.path,
      coursePath: course.path,
      firstPagePath: 'first',
    });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({
      status: 'active',
      source: 'open',
      staff: false,
    });
    const again = await agent.post(ENROL, { cohortPath: cohort.path });
    expect((again.body.result as EnrolReply).outcome).toBe('already_enrolled');
  });

  it('asks a visitor to sign in, and hides unknown classes and classes of hidden courses', async () => {
    const { cohort } = await buildClassWithPages(testApp);
    expect((await new TestAgent(testApp.app).post(ENROL, { cohortPath: cohort.path })).status).toBe(401);
    const { agent } = await userAgent(testApp);
    expect((await agent.post(ENROL, { cohortPath: 'no-such-class' })).body.error).toBe('not_found');
    const hidden = await buildClassWithPages(testApp, {}, { displayed: false });
    expect((await agent.post(ENROL, { cohortPath: hidden.cohort.path })).body.error).toBe('not_found');
  });
});

describe('execute cohort enrol: access codes', () => {
  it('refuses a wrong or missing code with the reason on the field, and takes the right one in any case', async () => {
    const { cohort } = await buildClassWithPages(testApp, {
      enrolmentType: 'access_code',
      accessCode: 'SUNRISE42',
    });
    const { user, agent } = await userAgent(testApp);
    for (const accessCode of ['WRONG', undefined]) {
      const reply = await agent.post(ENROL, { cohortPath: cohort.path, accessCode });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('access_code_invalid');
      expect(reply.body.fields).toEqual({ accessCode: reply.body.reason });
    }
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    const reply = await agent.post(ENROL, { cohortPath: cohort.path, accessCode: ' sunrise42 ' });
    expect((reply.body.result as EnrolReply).outcome).toBe('enrolled');
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({
      status: 'active',
      source: 'access_code',
    });
  });
});

describe('execute cohort enrol: approval classes', () => {
  it('leaves the request pending for staff, once', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    const { user, agent } = await userAgent(testApp);
    expect(((await agent.post(ENROL, { cohortPath: cohort.path })).body.result as EnrolReply).outcome).toBe(
      'pending',
    );
    expect(((await agent.post(ENROL, { cohortPath: cohort.path })).body.result as EnrolReply).outcome).toBe(
      'already_pending',
    );
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({
      status: 'pending',
      source: 'approval',
    });
  });
});

describe('execute cohort enrol: invite-only classes', () => {
  it('refuses a user who was not invited with the words of spec §6', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'invite_only' });
    const { user, agent } = await userAgent(testApp);
    const reply = await agent.post(ENROL, { cohortPath: cohort.path });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      error: 'invite_only',
      reason:
        'This is an invite only class. Your account has not been invited to join this class. If you think you should have access, please contact your course administrator.',
      reasonCode: { code: 'refusal.inviteOnly' },
    });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
  });

  it('admits a user whose address was invited (in any case), not one whose invitation was set aside', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'invite_only' });
    const invited = await userAgent(testApp, { email: `Invited-${Date.now()}@Example.test` });
    const setAside = await userAgent(testApp);
    await testApp.database.db.insert(classInvitations).values([
      { cohortId: cohort.id, email: invited.user.email.toLowerCase(), tokenHash: `hash-a-${cohort.id}` },
      {
        cohortId: cohort.id,
        email: setAside.user.email,
        status: 'unprocessed',
        tokenHash: `hash-b-${cohort.id}`,
      },
    ]);
    const reply = await invited.agent.post(ENROL, { cohortPath: cohort.path });
    expect((reply.body.result as EnrolReply).outcome).toBe('enrolled');
    expect(await storedEnrolment(testApp, invited.user.id, cohort.id)).toMatchObject({
      source: 'invitation',
    });
    expect((await setAside.agent.post(ENROL, { cohortPath: cohort.path })).body.error).toBe('invite_only');
  });
});

describe('execute cohort enrol: enrolment codes', () => {
  it('admits with a single-use code whatever the class type, typed loosely; the code is then spent', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'invite_only' });
    await addCode(cohort.id, 'ABCDEFGHJK', 1);
    const first = await userAgent(testApp);
    const reply = await first.agent.post(ENROL, { cohortPath: cohort.path, enrolmentCode: 'abcd-efgh-jk' });
    expect((reply.body.result as EnrolReply).outcome).toBe('enrolled');
    expect(await storedEnrolment(testApp, first.user.id, cohort.id)).toMatchObject({
      status: 'active',
      source: 'voucher',
      enrolmentCode: 'ABCDEFGHJK',
    });
    const second = await userAgent(testApp);
    const refused = await second.agent.post(ENROL, { cohortPath: cohort.path, enrolmentCode: 'ABCDEFGHJK' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('enrolment_code_invalid');
    expect(refused.body.fields).toEqual({ enrolmentCode: refused.body.reason });
    expect(await usesOf('ABCDEFGHJK')).toBe(1);
  });

  it('takes a multi-use code until its uses are exhausted; someone already in spends nothing', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentType: 'approval' });
    await addCode(cohort.id, 'MULTIUSE23', 3);
    const learners = [];
    for (let i = 0; i < 4; i++) learners.push(await userAgent(testApp));
    const outcomes = [];
    for (const { agent } of learners) {
      const reply = await agent.post(ENROL, { cohortPath: cohort.path, enrolmentCode: 'MULTIUSE23' });
      outcomes.push((reply.body.result as EnrolReply | undefined)?.outcome ?? reply.body.error);
    }
    expect(outcomes).toEqual(['enrolled', 'enrolled', 'enrolled', 'enrolment_code_invalid']);
    const again = await learners[0]!.agent.post(ENROL, {
      cohortPath: cohort.path,
      enrolmentCode: 'MULTIUSE23',
    });
    expect((again.body.result as EnrolReply).outcome).toBe('already_enrolled');
    expect(await usesOf('MULTIUSE23')).toBe(3);
  });

  it('refuses a code of another class, and gives the use back when the class refuses', async () => {
    const { cohort } = await buildClassWithPages(testApp);
    const other = await buildClassWithPages(testApp);
    await addCode(other.cohort.id, 'OTHERCLASS', 5);
    const { agent } = await userAgent(testApp);
    const reply = await agent.post(ENROL, { cohortPath: cohort.path, enrolmentCode: 'OTHERCLASS' });
    expect(reply.body.error).toBe('enrolment_code_invalid');

    const full = await buildClassWithPages(testApp, { seatLimit: 0 });
    await addCode(full.cohort.id, 'FULLCLASS2', 5);
    const refused = await agent.post(ENROL, { cohortPath: full.cohort.path, enrolmentCode: 'FULLCLASS2' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('class_full');
    expect(await usesOf('FULLCLASS2')).toBe(0);
  });
});

describe('execute cohort enrol: dates', () => {
  it('refuses enrolment after the close date, by any path', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentCloseDate: new Date(Date.now() - DAY) });
    await addCode(cohort.id, 'CLOSEDCODE', 5);
    const { user, agent } = await userAgent(testApp);
    for (const body of [{}, { enrolmentCode: 'CLOSEDCODE' }]) {
      const reply = await agent.post(ENROL, { cohortPath: cohort.path, ...body });
      expect(reply.status).toBe(409);
      expect(reply.body.error).toBe('enrolment_closed');
    }
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    expect(await usesOf('CLOSEDCODE')).toBe(0);
  });

  it('accepts enrolment before the close date', async () => {
    const { cohort } = await buildClassWithPages(testApp, { enrolmentCloseDate: new Date(Date.now() + DAY) });
    const { agent } = await userAgent(testApp);
    expect(((await agent.post(ENROL, { cohortPath: cohort.path })).body.result as EnrolReply).outcome).toBe(
      'enrolled',
    );
  });

  it('refuses a class that has ended with class_ended', async () => {
    const { cohort } = await buildClassWithPages(testApp, {
      mode: 'scheduled',
      startDate: new Date(Date.now() - 30 * DAY),
      endDate: new Date(Date.now() - DAY),
    });
    const { agent } = await userAgent(testApp);
    const reply = await agent.post(ENROL, { cohortPath: cohort.path });
    expect(reply.status).toBe(410);
    expect(reply.body).toMatchObject({ error: 'class_ended', reason: 'This class has ended.' });
  });
});
