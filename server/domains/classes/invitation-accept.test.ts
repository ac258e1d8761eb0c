import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptedInvitation, InvitationPreview } from '../../../common/api/invitations';
import { enrolments, mailOutbox } from '../../db/schema';
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

describe('signing up from an invitation', () => {
  it('enrols every pending invitation of the address and trusts the address the token proves', async () => {
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

  it('enrols without a token too, but the address still needs confirming', async () => {
    const { cohort, email } = await invitedAddress();
    const reply = await signUp(email.toUpperCase());
    const userId = (reply.body.result as { userId: string }).userId;
    expect(await storedEnrolment(testApp, userId, cohort.id)).toMatchObject({ status: 'active' });
    expect(reply.body.result).toMatchObject({ emailVerified: false });
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
