import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_REASON } from '../../../common/api/account-security';
import { blogPosts, follows, mfaRecoveryKeys, notificationSettings, sessions, users } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { TestAgent } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { ERASED_NAME } from './account-deletion';
import { eraseDeactivatedAccountsJob } from './erase-deactivated-accounts';

const testApp = setUpTestApp();

const db = () => testApp.database.db;
const runEraseJob = () =>
  runJobInline(eraseDeactivatedAccountsJob, {}, { db: db(), logger: pino({ level: 'silent' }) });

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

async function deleteAccount(agent: TestAgent, password = TEST_PASSWORD) {
  return agent.post('/json/user/execute/deleteAccount', { password });
}

// What the 30 days would do: move the erase date into the past.
async function pretendThirtyDaysPassed(userId: string) {
  await db().update(users).set({ eraseAfter: sql`now() - interval '1 minute'` }).where(eq(users.id, userId));
}

describe('deleting an account', () => {
  it('needs the password', async () => {
    const user = await buildUser(db());
    const agent = await signedInAgent(testApp.app, user.email);
    const wrong = await deleteAccount(agent, 'not my password');
    expect(wrong).toMatchObject({ status: 400, body: { fields: { password: WRONG_PASSWORD_REASON } } });
    expect((await userRow(user.id)).deactivatedAt).toBeNull();
  });

  it('deactivates at once, ends every session, clears the cookie, erases 30 days later', async () => {
    const user = await buildUser(db());
    const laptop = await signedInAgent(testApp.app, user.email);
    const phone = await signedInAgent(testApp.app, user.email);
    const reply = await deleteAccount(laptop);
    expect(reply).toMatchObject({ status: 200, body: { result: { deactivated: true } } });
    const eraseAfter = Date.parse((reply.body.result as { eraseAfter: string }).eraseAfter);
    expect(eraseAfter - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(laptop.cookie('sessionid')).toBeUndefined();
    expect((await phone.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await userRow(user.id)).deactivatedAt).not.toBeNull();
  });

  it('is cancelled by signing in again within the 30 days, and the reply says so', async () => {
    const user = await buildUser(db());
    await deleteAccount(await signedInAgent(testApp.app, user.email));
    const agent = new TestAgent(testApp.app);
    const reply = await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    expect(reply).toMatchObject({
      status: 200,
      body: { result: { userId: user.id, deletionCancelled: true } },
    });
    expect(await userRow(user.id)).toMatchObject({ deactivatedAt: null, eraseAfter: null });
    await pretendThirtyDaysPassed(user.id);
    await runEraseJob();
    expect((await userRow(user.id)).erasedAt).toBeNull();
    const plain = await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    expect(plain.body.result).toEqual({ userId: user.id });
  });

  it('is refused to a stranger', async () => {
    const reply = await new TestAgent(testApp.app).post('/json/user/execute/deleteAccount', {
      password: 'x',
    });
    expect(reply).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
  });
});

describe('the erase job', () => {
  it('leaves an account alone before its 30 days are over', async () => {
    const user = await buildUser(db());
    await deleteAccount(await signedInAgent(testApp.app, user.email));
    await runEraseJob();
    expect(await userRow(user.id)).toMatchObject({
      erasedAt: null,
      fullName: user.fullName,
      email: user.email,
    });
  });

  it('erases personal data after 30 days, and the account can never sign in again', async () => {
    const user = await buildUser(db(), {
      profileName: `erase-me-${Date.now()}`,
      profileSummary: 'About me',
      pendingEmail: 'new@example.test',
      avatarKey: 'avatars/x.png',
      totpSecret: 'sealed',
      mfaEnabled: false,
    });
    const fan = await buildUser(db());
    await db().insert(follows).values({ followerId: fan.id, followeeId: user.id });
    await db().insert(blogPosts).values({ authorId: user.id, title: 'Hello', bodyHtml: '<p>Hi</p>' });
    await db()
      .insert(notificationSettings)
      .values({ userId: user.id, kind: 'comments', inApp: true, email: false });
    await db().insert(mfaRecoveryKeys).values({ userId: user.id, keyHash: 'h' });
    const untouched = await buildUser(db());
    await deleteAccount(await signedInAgent(testApp.app, user.email));
    await pretendThirtyDaysPassed(user.id);

    await runEraseJob();

    const row = await userRow(user.id);
    expect(row).toMatchObject({
      fullName: ERASED_NAME,
      email: `deleted-${user.id}@erased.invalid`,
      passwordHash: null,
      pendingEmail: null,
      profileName: null,
      profileSummary: null,
      avatarKey: null,
      totpSecret: null,
      totpPendingSecret: null,
    });
    expect(row.erasedAt).not.toBeNull();
    for (const table of [
      db().select().from(follows).where(eq(follows.followeeId, user.id)),
      db().select().from(blogPosts).where(eq(blogPosts.authorId, user.id)),
      db().select().from(notificationSettings).where(eq(notificationSettings.userId, user.id)),
      db().select().from(mfaRecoveryKeys).where(eq(mfaRecoveryKeys.userId, user.id)),
    ]) {
      expect(await table).toEqual([]);
    }
    expect((await userRow(untouched.id)).erasedAt).toBeNull();
    const signIn = await new TestAgent(testApp.app).post('/json/auth/', {
      user: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.body.error).toBe('invalid_credentials');

    // A second run finds nothing more to do.
    await runEraseJob();
    expect((await userRow(user.id)).email).toBe(`deleted-${user.id}@erased.invalid`);
  });
});
