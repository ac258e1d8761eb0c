import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AcceptedInvitation,
  InvitationList,
  InvitationPreview,
  MyInvitations,
} from '../../../common/api/invitations';
import { enrolments, mailOutbox, users } from '../../db/schema';
import { createTestApp, freshAgent, type TestApp } from '../../test/app';
import { courseAgent, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { buildClassWithPages } from './enrolment-fixtures';
import { invitationToken, storedStatus } from './invitation-test-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let sequence = 0;

/** A class with an invitation mailed to a new address; its token from the mail. */
async function invitedAddress(settings: Parameters<typeof buildClassWithPages>[1] = {}) {
  sequence++;
  const email = `invitee${sequence}@accept.test`;
  const built = await buildClassWithPages(testApp, { enrolmentType: 'invite_only', ...settings });
  const admin = await courseAgent(testApp, built.course.path, 'administrator');
  const reply = await admin.post(`/json/cohort/update/inviteByEmail/${built.cohort.path}`, { emails: email });
  expect(reply.status).toBe(200);
  return { ...built, email, token: await invitationToken(testApp, email) };
}

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  freshAgent(testApp.app).post('/json/user/create', {
    fullName: 'Dewi Lestari',
    email,
    password: 'a long enough passphrase',
    acceptTerms: true,
    ...extra,
  });

describe('getInvitation', () => {
  it('shows anyone with the link the class, the course and the invited address', async () => {
    const { cohort, course, email, token } = await invitedAddress();
    const reply = await freshAgent(testApp.app).get(`/json/cohort/lookup/getInvitation?token=${token}`);
    expect(reply.body.result).toEqual({
      kind: 'class',
      role: null,
      answer: 'pending',
      email,
      cohortPath: cohort.path,
      cohortName: cohort.name,
      coursePath: course.path,
      courseName: course.name,
    } satisfies InvitationPreview);
  });

  it('answers 404 for an unknown token', async () => {
    const reply = await freshAgent(testApp.app).get(
      `/json/cohort/lookup/getInvitation?token=${'ab'.repeat(32)}`,
    );
    expect(reply.status).toBe(404);
  });
});

describe('acceptInvitation', () => {
  it('enrols the invited address and answers where to go', async () => {
    const { cohort, course, email, token } = await invitedAddress();
    const { user, agent } = await userAgent(testApp, { email: email.toUpperCase() });
    const reply = await agent.post('/json/cohort/execute/acceptInvitation', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual({
      kind: 'class',
      cohortPath: cohort.path,
      coursePath: course.path,
      firstPagePath: 'first',
    } satisfies AcceptedInvitation);
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({
      status: 'active',
      source: 'invitation',
    });
    expect(await storedStatus(testApp, cohort.id, email)).toBe('auto_enrolled');
  });

  it('refuses someone signed in with another address', async () => {
    const { cohort, token } = await invitedAddress();
    const { user, agent } = await userAgent(testApp);
    const reply = await agent.post('/json/cohort/execute/acceptInvitation', { token });
    expect(reply.status).toBe(403);
    expect(reply.body.reason).toBe(
      'This invitation was sent to another email address. Log out and sign in with the invited address to join the class.',
    );
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    expect(
      (await freshAgent(testApp.app).post('/json/cohort/execute/acceptInvitation', { token })).status,
    ).toBe(401);
  });
});

describe('declineInvitation', () => {
  it('records the refusal, enrols nobody, and shows the invitation as declined to the inviter', async () => {
    const { cohort, course, email, token } = await invitedAddress();
    const { user, agent } = await userAgent(testApp, { email });
    const reply = await agent.post('/json/cohort/execute/declineInvitation', { token });
    expect(reply.body.result).toEqual({ kind: 'class', declined: true });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    expect(await storedStatus(testApp, cohort.id, email)).toBe('declined');
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const list = await admin.get(`/json/cohort/read/listInvitations/${cohort.path}`);
    expect((list.body.result as InvitationList).invitations[0]).toMatchObject({ email, status: 'declined' });
    expect(
      (await freshAgent(testApp.app).get(`/json/cohort/lookup/getInvitation?token=${token}`)).body.result,
    ).toMatchObject({ answer: 'declined' });
    // Changing one's mind: a declined invitation may still be accepted; an accepted one not declined.
    expect((await agent.post('/json/cohort/execute/acceptInvitation', { token })).status).toBe(200);
    const late = await agent.post('/json/cohort/execute/declineInvitation', { token });
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('This invitation has already been answered.');
  });
});

describe("the signed-in invitee's own invitations", () => {
  it('lists a pending class invitation of the verified address, accepted by id', async () => {
    const { cohort, email } = await invitedAddress();
    const { user, agent } = await userAgent(testApp, { email });
    await testApp.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const mine = (await agent.get('/json/cohort/lookup/listMyInvitations')).body.result as MyInvitations;
    expect(mine.invitations).toEqual([
      expect.objectContaining({
        kind: 'class',
        role: null,
        cohortPath: cohort.path,
        cohortName: cohort.name,
      }),
    ]);
    const answer = { kind: 'class', invitationId: mine.invitations[0]!.id, accept: true };
    const reply = await agent.post('/json/cohort/execute/answerInvitation', answer);
    expect(reply.body.result).toMatchObject({ accepted: { kind: 'class', cohortPath: cohort.path } });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({ status: 'active' });
    expect(
      ((await agent.get('/json/cohort/lookup/listMyInvitations')).body.result as MyInvitations).invitations,
    ).toEqual([]);
  });
});

describe('signing up from an invitation', () => {
  it('enrols the invitation whose link it follows and trusts the address the token proves', async () => {
    const first = await invitedAddress();
    const reply = await signUp(first.email, { invitationToken: first.token });
    expect(reply.status).toBe(200);
    const userId = (reply.body.result as { userId: string }).userId;
    expect(await storedEnrolment(testApp, userId, first.cohort.id)).toMatchObject({
      status: 'active',
      source: 'invitation',
    });
    expect(await storedStatus(testApp, first.cohort.id, first.email)).toBe('auto_enrolled');
    expect(reply.body.result).toMatchObject({ emailVerified: true });
    const verification = await testApp.database.db.select().from(mailOutbox);
    expect(
      verification.filter(
        (mail) => mail.toAddress === first.email && mail.templateKey === 'email_verification',
      ),
    ).toEqual([]);
  });

  it('enrols nobody without the link: the invitation waits for an answer once the address is confirmed', async () => {
    const { cohort, email } = await invitedAddress();
    const reply = await signUp(email.toUpperCase());
    const userId = (reply.body.result as { userId: string }).userId;
    expect(await storedEnrolment(testApp, userId, cohort.id)).toBeUndefined();
    expect(reply.body.result).toMatchObject({ emailVerified: false });
    expect(await storedStatus(testApp, cohort.id, email)).toBe('pending_enrolled');
  });

  it('keeps the sign-up when the class has filled since, leaving the invitation unprocessed', async () => {
    const { cohort, email, token } = await invitedAddress({ seatLimit: 1 });
    const { user } = await userAgent(testApp);
    await testApp.database.db
      .insert(enrolments)
      .values({ cohortId: cohort.id, userId: user.id, source: 'open' });
    const reply = await signUp(email, { invitationToken: token });
    expect(reply.status).toBe(200);
    expect(await storedStatus(testApp, cohort.id, email)).toBe('unprocessed');
  });
});
