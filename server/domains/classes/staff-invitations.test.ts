import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffInvitation } from '../../../common/api/cohort';
import type { InvitationPreview, MyInvitations } from '../../../common/api/invitations';
import type { LoggedInUserData } from '../../../common/api/user';
import { classStaffInvitations, users } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { courseWithAdmin, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { createClass } from './class-store';
import { invitationMails, invitationToken } from './invitation-test-kit';
import { STAFF_INVITATIONS_PER_INVITER } from './limits';

// Issue 10, point 7: adding staff is an invitation the person accepts; the reply tells nothing of
// accounts, and inviting is rate-limited.

const testApp = setUpTestApp();
const STAFF_MAIL = 'class_staff_invitation';

async function classWithAdmin() {
  const { course, admin } = await courseWithAdmin(testApp);
  const cohort = await createClass(testApp.database.db, { courseId: course.id, name: 'Staffed class' }, null);
  return { admin, cohort };
}

const invite = (agent: TestAgent, path: string, email: string, role = 'facilitator') =>
  agent.post(`/json/cohort/update/addStaff/${path}`, { email, role });
const pending = async (agent: TestAgent, path: string) =>
  (await agent.get(`/json/cohort/read/listStaffInvitations/${path}`)).body.result as StaffInvitation[];
const classRolesOf = async (agent: TestAgent) =>
  ((await agent.get('/json/user/read/getLoggedInUserData/me')).body.result as LoggedInUserData).classRoles;
const withoutIdsAndTimes = (list: StaffInvitation[]) =>
  list.map(({ email, role, status }) => ({ email: email.replace(/^[^@]+/, 'x'), role, status }));

describe('adding staff by invitation', () => {
  it('answers alike for an address with an account and one without, and grants nothing yet', async () => {
    const { admin, cohort } = await classWithAdmin();
    const member = await userAgent(testApp, { email: 'has-account@staff.test' });
    const withAccount = await invite(admin, cohort.path, member.user.email);
    const other = await classWithAdmin();
    const withoutAccount = await invite(other.admin, other.cohort.path, 'no-account@staff.test');
    expect(withAccount.status).toBe(200);
    expect(withoutAccount.status).toBe(200);
    const shape = (reply: typeof withAccount) => withoutIdsAndTimes(reply.body.result as StaffInvitation[]);
    expect(shape(withAccount)).toEqual(shape(withoutAccount));
    expect(shape(withAccount)).toEqual([{ email: 'x@staff.test', role: 'facilitator', status: 'pending' }]);
    // Nothing about the account: no id, no name.
    expect(JSON.stringify(withAccount.body)).not.toContain(member.user.id);
    expect(JSON.stringify(withAccount.body)).not.toContain(member.user.fullName);
    // No role until accepted; both addresses are mailed a link.
    expect(await classRolesOf(member.agent)).toEqual({});
    expect(await storedEnrolment(testApp, member.user.id, cohort.id)).toBeUndefined();
    expect(await invitationMails(testApp, member.user.email, STAFF_MAIL)).toHaveLength(1);
    expect(await invitationMails(testApp, 'no-account@staff.test', STAFF_MAIL)).toHaveLength(1);
  });

  it('grants the role when the invited person accepts the mailed link, signed in with the address', async () => {
    const { admin, cohort } = await classWithAdmin();
    const member = await userAgent(testApp, { email: 'accepts@staff.test' });
    await invite(admin, cohort.path, member.user.email, 'cohort administrator');
    const token = await invitationToken(testApp, member.user.email, STAFF_MAIL);
    const preview = await member.agent.get(`/json/cohort/lookup/getInvitation?token=${token}`);
    expect(preview.body.result).toMatchObject({
      kind: 'staff',
      role: 'cohort administrator',
      answer: 'pending',
    } satisfies Partial<InvitationPreview>);
    const stranger = await userAgent(testApp);
    expect((await stranger.agent.post('/json/cohort/execute/acceptInvitation', { token })).status).toBe(403);
    const accepted = await member.agent.post('/json/cohort/execute/acceptInvitation', { token });
    expect(accepted.body.result).toMatchObject({ kind: 'staff', cohortPath: cohort.path });
    expect(await classRolesOf(member.agent)).toEqual({ [cohort.path]: 'cohort administrator' });
    expect(await pending(admin, cohort.path)).toEqual([]);
  });

  it('shows the invitation to the signed-in person (verified address) to accept or decline; a decline is shown', async () => {
    const { admin, cohort } = await classWithAdmin();
    const member = await userAgent(testApp, { email: 'in-app@staff.test' });
    await invite(admin, cohort.path, member.user.email);
    const mine = async (agent: TestAgent) =>
      ((await agent.get('/json/cohort/lookup/listMyInvitations')).body.result as MyInvitations).invitations;
    // An unverified address sees nothing: anyone may sign up with any address.
    const { db } = testApp.database;
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.user.id));
    expect(await mine(member.agent)).toEqual([]);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));
    const [invitation] = await mine(member.agent);
    expect(invitation).toMatchObject({ kind: 'staff', role: 'facilitator', cohortPath: cohort.path });
    const answer = { kind: 'staff', invitationId: invitation!.id, accept: false };
    const stranger = await userAgent(testApp);
    expect((await stranger.agent.post('/json/cohort/execute/answerInvitation', answer)).status).toBe(404);
    const declined = await member.agent.post('/json/cohort/execute/answerInvitation', answer);
    expect(declined.body.result).toEqual({ accepted: null });
    expect(await classRolesOf(member.agent)).toEqual({});
    expect(await mine(member.agent)).toEqual([]);
    expect((await pending(admin, cohort.path)).map(({ status }) => status)).toEqual(['declined']);
  });

  it('cancels (the link stops working) and resends only after the cooldown, with a new link', async () => {
    const { admin, cohort } = await classWithAdmin();
    await invite(admin, cohort.path, 'resend@staff.test');
    const [invitation] = await pending(admin, cohort.path);
    const first = await invitationToken(testApp, 'resend@staff.test', STAFF_MAIL);
    const resend = () =>
      admin.post(`/json/cohort/update/resendStaffInvitation/${cohort.path}`, {
        invitationId: invitation!.id,
      });
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.body.reason).toBe(
      'This invitation was sent less than 24 hours ago. Wait before sending it again.',
    );
    // Inviting the same address again within the cooldown mails nobody either.
    expect((await invite(admin, cohort.path, 'resend@staff.test')).status).toBe(200);
    expect(await invitationMails(testApp, 'resend@staff.test', STAFF_MAIL)).toHaveLength(1);

    await testApp.database.db
      .update(classStaffInvitations)
      .set({ sentAt: sql`now() - interval '25 hours'` })
      .where(eq(classStaffInvitations.id, invitation!.id));
    expect((await resend()).status).toBe(200);
    expect(await invitationMails(testApp, 'resend@staff.test', STAFF_MAIL)).toHaveLength(2);
    const second = await invitationToken(testApp, 'resend@staff.test', STAFF_MAIL);
    expect(second).not.toBe(first);
    expect((await admin.get(`/json/cohort/lookup/getInvitation?token=${first}`)).status).toBe(404);

    const cancelled = await admin.post(`/json/cohort/update/cancelStaffInvitation/${cohort.path}`, {
      invitationId: invitation!.id,
    });
    expect(cancelled.body.result).toEqual([]);
    expect((await admin.get(`/json/cohort/lookup/getInvitation?token=${second}`)).status).toBe(404);
  });

  it(`is limited to ${STAFF_INVITATIONS_PER_INVITER.max} invitations an hour per inviter`, async () => {
    const { admin, cohort } = await classWithAdmin();
    for (let i = 0; i < STAFF_INVITATIONS_PER_INVITER.max; i++) {
      expect((await invite(admin, cohort.path, `probe${i}@staff.test`)).status).toBe(200);
    }
    const refused = await invite(admin, cohort.path, 'one-more@staff.test');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(await invitationMails(testApp, 'one-more@staff.test', STAFF_MAIL)).toHaveLength(0);
  });
});
