import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_INVITES_MAX,
  INSTITUTION_INVITES_PER_DAY,
  INSTITUTION_REASONS,
  type InviteMembersResult,
  type PendingInvitationList,
} from '../../../common/api/institution';
import { INVITATION_REASONS } from '../../../common/api/invitations';
import { rowsOf } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { limitCall, ownedInstitution, staffAgent } from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const inviteCall = (agent: TestAgent, path: string, emails: string, role = 'learner') =>
  agent.post(`/json/institute/update/inviteMembers/${path}`, { emails, role });
const pendingCall = (agent: TestAgent, path: string, query = '') =>
  agent.get(`/json/institute/read/getPaginatedPendingInvitations/${path}${query}`);
const revokeCall = (agent: TestAgent, path: string, invitationId: string) =>
  agent.post(`/json/institute/update/revokeInvitation/${path}`, { invitationId });
const previewCall = (agent: TestAgent, token: string) =>
  agent.get(`/json/institute/lookup/getInvitation?token=${token}`);
const acceptCall = (agent: TestAgent, token: string) =>
  agent.post('/json/institute/execute/acceptInvitation', { token });
const declineCall = (agent: TestAgent, token: string) =>
  agent.post('/json/institute/execute/declineInvitation', { token });

let sequence = 0;
const address = (name = 'invitee') => `${name}${++sequence}-${Date.now()}@school.example`;

/** The mails of the institution invitation sent to `email`. */
const mailsTo = (email: string) =>
  testApp.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.templateKey, 'institution_invitation')))
    .orderBy(mailOutbox.createdAt);

/** The token of the latest invitation link mailed to `email`. */
async function tokenOf(email: string): Promise<string> {
  const text = (await mailsTo(email)).at(-1)?.bodyText ?? '';
  const token = /\/institution\/invitation\/([0-9a-f]{64})\//.exec(text)?.[1];
  if (!token) throw new Error(`No invitation link to ${email} in:\n${text}`);
  return token;
}

/** The institution's members as `[email, role, source]`. */
async function membersOf(path: string) {
  return rowsOf<{ email: string; role: string; source: string }>(
    await testApp.database.db.execute(sql`
      SELECT u.email, m.role, m.source FROM institution_members m
      JOIN institutions i ON i.id = m.institution_id JOIN users u ON u.id = m.user_id
      WHERE i.path = ${path}`),
  ).map((member) => [member.email, member.role, member.source]);
}

const statusesOf = (reply: { body: { result?: unknown } }) =>
  (reply.body.result as InviteMembersResult).entries.map((entry) => [
    entry.email,
    entry.status ?? entry.valid,
  ]);

describe('inviting people to an institution', () => {
  it('judges each entry, mails each new address a link, and tells members apart', async () => {
    const { path, agent } = await ownedInstitution(testApp, 'Invite University');
    const member = await buildUser(testApp.database.db, { fullName: 'Already Here' });
    await testApp.database.db.execute(sql`
      INSERT INTO institution_members (institution_id, user_id, source)
      SELECT id, ${member.id}::uuid, 'added' FROM institutions WHERE path = ${path}`);
    const [ann, bob] = [address('ann'), address('bob')];
    // A CSV's text: a header, names beside addresses, a repeat in other case (listed once).
    const csv = `name,email\nAnn,${ann}\nBob,${bob.toUpperCase()}\nBob,${bob}\nHere,${member.email}`;
    const reply = await inviteCall(agent, path, csv);
    expect(reply.status).toBe(200);
    const entries = (reply.body.result as InviteMembersResult).entries;
    expect(entries.filter((entry) => !entry.valid).map((entry) => entry.email)).toEqual([
      'name',
      'email',
      'Ann',
      'Bob',
      'Here',
    ]);
    expect(
      entries.filter((entry) => entry.valid).map((entry) => [entry.email.toLowerCase(), entry.status]),
    ).toEqual([
      [ann, 'pending_enrolled'],
      [bob, 'pending_enrolled'],
      [member.email, 'already_enrolled'],
    ]);
    const [mail] = await mailsTo(ann);
    expect(mail?.subject).toContain('Invite University');
    expect(mail?.bodyText).toContain('Owner Person invited you to join Invite University');
    expect(await mailsTo(bob.toUpperCase())).toHaveLength(1);
    expect(await mailsTo(member.email)).toHaveLength(0);

    const pending = (await pendingCall(agent, path)).body.result as PendingInvitationList;
    expect(pending.total).toBe(2);
    expect(pending.invitations.map((invitation) => invitation.email.toLowerCase()).sort()).toEqual(
      [ann, bob].sort(),
    );
  });

  it('does not mail an address again within the cooldown, and marks a full institution’s learners unprocessed', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const email = address();
    await inviteCall(agent, path, email);
    const again = await inviteCall(agent, path, email);
    expect((again.body.result as InviteMembersResult).entries[0]).toMatchObject({
      status: 'pending_enrolled',
      sentRecently: true,
    });
    expect(await mailsTo(email)).toHaveLength(1);

    await limitCall(await staffAgent(testApp), path, 0);
    const other = address();
    const full = await inviteCall(agent, path, other);
    expect((full.body.result as InviteMembersResult).entries[0]).toMatchObject({
      status: 'unprocessed',
      reason: INSTITUTION_REASONS.full,
    });
    // Educators are not counted against the limit.
    expect(statusesOf(await inviteCall(agent, path, other, 'educator'))).toEqual([
      [other, 'pending_enrolled'],
    ]);
  });

  it('refuses an empty or too long list by its field, sending nothing', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    expect((await inviteCall(agent, path, ' , ')).body.fields).toEqual({ emails: INVITATION_REASONS.empty });
    const many = Array.from({ length: INSTITUTION_INVITES_MAX + 1 }, (_, n) => `p${n}@many.example`).join(
      '\n',
    );
    expect((await inviteCall(agent, path, many)).body.fields).toEqual({
      emails: INSTITUTION_REASONS.invitesTooMany,
    });
    expect((await pendingCall(agent, path)).body.result).toEqual({ invitations: [], total: 0 });
  });

  it('stops at the day’s mail allowance, sending nothing of the list that would pass it', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    await testApp.database.db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, window_ends_at)
      SELECT 'institution-invitations:' || id, ${INSTITUTION_INVITES_PER_DAY - 1}, now() + interval '1 day'
      FROM institutions WHERE path = ${path}`);
    const [one, two] = [address(), address()];
    const refused = await inviteCall(agent, path, `${one}\n${two}`);
    expect([refused.status, refused.body.fields]).toEqual([
      429,
      { emails: INSTITUTION_REASONS.invitesDailyLimit },
    ]);
    expect(await mailsTo(one)).toHaveLength(0);
    expect((await pendingCall(agent, path)).body.result).toMatchObject({ total: 0 });
    expect(statusesOf(await inviteCall(agent, path, one))).toEqual([[one, 'pending_enrolled']]);
  });
});

describe('answering an institution invitation', () => {
  it('shows anyone the invitation, and lets the invited address join by accepting', async () => {
    const { path, agent } = await ownedInstitution(testApp, 'Answer College');
    const invitee = await userAgent(testApp, { email: address() });
    await inviteCall(agent, path, invitee.user.email, 'educator');
    const token = await tokenOf(invitee.user.email);
    expect((await previewCall(freshAgent(testApp.app), token)).body.result).toEqual({
      institutionPath: path,
      institutionName: 'Answer College',
      role: 'educator',
      email: invitee.user.email,
      answer: 'pending',
    });
    const stranger = await userAgent(testApp);
    const refused = await acceptCall(stranger.agent, token);
    expect([refused.status, refused.body.reason]).toEqual([403, INSTITUTION_REASONS.invitationOtherAddress]);
    expect((await acceptCall(freshAgent(testApp.app), token)).status).toBe(401);

    const accepted = await acceptCall(invitee.agent, token);
    expect(accepted.body.result).toMatchObject({ answer: 'accepted' });
    expect(await membersOf(path)).toEqual([[invitee.user.email, 'educator', 'invitation']]);
    const [verified] = await testApp.database.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, invitee.user.id));
    expect(verified?.at).not.toBeNull();
    // Twice is once; the invitation is no longer pending.
    expect((await acceptCall(invitee.agent, token)).body.result).toMatchObject({ answer: 'accepted' });
    expect((await pendingCall(agent, path)).body.result).toMatchObject({ total: 0 });
  });

  it('lets the invited address decline, and refuses a learner once the institution is full', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const first = await userAgent(testApp, { email: address() });
    const second = await userAgent(testApp, { email: address() });
    await inviteCall(agent, path, `${first.user.email}\n${second.user.email}`);
    const firstToken = await tokenOf(first.user.email);
    expect((await declineCall(first.agent, firstToken)).body.result).toMatchObject({ answer: 'declined' });
    expect((await previewCall(freshAgent(testApp.app), firstToken)).body.result).toMatchObject({
      answer: 'declined',
    });

    await limitCall(await staffAgent(testApp), path, 0);
    const full = await acceptCall(second.agent, await tokenOf(second.user.email));
    expect([full.status, full.body.reason]).toEqual([409, INSTITUTION_REASONS.full]);
    expect(await membersOf(path)).toEqual([]);
  });

  it('lets exactly one of three learners racing for the last place join', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const racers = await Promise.all([1, 2, 3].map(() => userAgent(testApp, { email: address('racer') })));
    await inviteCall(agent, path, racers.map(({ user }) => user.email).join('\n'));
    const tokens = await Promise.all(racers.map(({ user }) => tokenOf(user.email)));
    await limitCall(await staffAgent(testApp), path, 1);
    const replies = await Promise.all(racers.map((racer, at) => acceptCall(racer.agent, tokens[at]!)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    expect(await membersOf(path)).toHaveLength(1);
  });

  it('joins a sign-up that follows the link at once, its address proven', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const email = address('newcomer');
    await inviteCall(agent, path, email);
    const signedUp = await freshAgent(testApp.app).post('/json/user/create', {
      fullName: 'Dewi Lestari',
      email,
      password: 'a long enough passphrase',
      acceptTerms: true,
      invitationToken: await tokenOf(email),
    });
    expect(signedUp.status).toBe(200);
    expect(await membersOf(path)).toEqual([[email, 'learner', 'invitation']]);
    expect(signedUp.body.result).toMatchObject({ emailVerified: true, institutionRoles: {} });
  });

  it('answers 404 for an unknown token and a withdrawn invitation', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const email = address();
    await inviteCall(agent, path, email);
    const token = await tokenOf(email);
    const pending = (await pendingCall(agent, path)).body.result as PendingInvitationList;
    expect((await revokeCall(agent, path, pending.invitations[0]!.id)).body.result).toEqual({
      revoked: true,
    });
    expect((await previewCall(freshAgent(testApp.app), token)).status).toBe(404);
    expect((await previewCall(freshAgent(testApp.app), 'f'.repeat(64))).body.fields).toEqual({
      token: INSTITUTION_REASONS.invitationNotFound,
    });
    expect((await revokeCall(agent, path, pending.invitations[0]!.id)).body.fields).toEqual({
      invitationId: INVITATION_REASONS.invitationId,
    });
  });
});

describe('query counts', () => {
  it('stay the same however many addresses a list holds', async () => {
    const costs = async (count: number) => {
      const { path, agent } = await ownedInstitution(testApp);
      const list = Array.from({ length: count }, () => address()).join('\n');
      return [
        await queries.count(() => inviteCall(agent, path, list)),
        await queries.count(() => pendingCall(agent, path)),
      ];
    };
    expect(await costs(12)).toEqual(await costs(2));
  });
});
