import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LINK_REASON } from '../../../common/api/credentials';
import { accountTokens, rateLimitCounters, users } from '../../db/schema';
import { hashToken } from '../../security/keys';
import { freshAgent, TestAgent, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { createMailTestApp, linkToken, type SmtpInbox } from '../../test/smtp-inbox';
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from './credential-limits';
import { COMMON_PASSWORD_REASON } from './password';

const NEW_PASSWORD = 'a brand new passphrase';

let testApp: TestApp & { inbox: SmtpInbox };
let inbox: SmtpInbox;
beforeAll(async () => {
  testApp = await createMailTestApp();
  inbox = testApp.inbox;
});
afterAll(() => testApp.close());

const newAgent = () => freshAgent(testApp.app);

/** Ask for a reset of `email`'s password and return the token of the mailed link. */
async function mailedResetToken(email: string): Promise<string> {
  const reply = await newAgent().post('/json/user/execute/notifyPasswordReset', { email });
  expect(reply.status).toBe(200);
  const mail = await inbox.waitFor(email);
  inbox.messages.splice(inbox.messages.indexOf(mail), 1);
  return linkToken(mail.text, 'reset-password');
}

describe('notifyPasswordReset', () => {
  it('answers a known and an unknown address alike, and mails a link only to the known one', async () => {
    const user = await buildUser(testApp.database.db, { fullName: 'Rina Wijaya', preferredLanguage: 'id' });
    const timed = async (email: string) => {
      const started = Date.now();
      const reply = await newAgent().post('/json/user/execute/notifyPasswordReset', { email });
      return { reply, ms: Date.now() - started };
    };
    const known = await timed(user.email.toUpperCase());
    const unknown = await timed('nobody-here@example.test');
    expect(known.reply.status).toBe(200);
    expect(unknown.reply.status).toBe(known.reply.status);
    expect(unknown.reply.body).toEqual(known.reply.body);
    expect(known.reply.body).toEqual({ result: { sent: true } });
    // Both are held to the same minimum, so timing tells nothing either.
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);

    const mail = await inbox.waitFor(user.email);
    expect(mail.subject).toBe('Atur ulang kata sandi Kelas Anda');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/accounts\/reset-password\/[0-9a-f]{64}\//);
    const token = linkToken(mail.text, 'reset-password');
    const [stored] = await testApp.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    // Only the hash is kept, valid one hour.
    expect(stored?.id).toBe(hashToken(token));
    expect(stored?.purpose).toBe('password_reset');
    const hours = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.95);
    expect(hours).toBeLessThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.some((message) => message.to.includes('nobody-here@example.test'))).toBe(false);
  });

  it('limits requests per address, known or not, without telling which', async () => {
    const agent = newAgent();
    const email = 'limited-address@example.test';
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL.max; i++) {
      expect((await agent.post('/json/user/execute/notifyPasswordReset', { email })).status).toBe(200);
    }
    const over = await newAgent().post('/json/user/execute/notifyPasswordReset', { email });
    expect(over).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('limits requests per client address', async () => {
    const agent = new TestAgent(testApp.app, '10.4.9.9');
    await testApp.database.db.insert(rateLimitCounters).values({
      key: `${RESET_REQUESTS_PER_IP.name}:10.4.9.9`,
      count: RESET_REQUESTS_PER_IP.max,
      windowEndsAt: new Date(Date.now() + 60_000),
    });
    const over = await agent.post('/json/user/execute/notifyPasswordReset', { email: 'x@example.test' });
    expect(over).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('refuses an address that is not one', async () => {
    const reply = await newAgent().post('/json/user/execute/notifyPasswordReset', {
      email: 'not-an-address',
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { email: 'Enter a valid email address' } },
    });
  });
});

describe('resetPassword', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const user = await buildUser(testApp.database.db);
    const laptop = await signedInAgent(testApp.app, user.email);
    const phone = await signedInAgent(testApp.app, user.email);
    const token = await mailedResetToken(user.email);

    const reset = await newAgent().post('/json/user/execute/resetPassword', {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset).toMatchObject({ status: 200, body: { result: { reset: true } } });
    for (const agent of [laptop, phone]) {
      expect((await agent.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    }
    const oldPassword = await newAgent().post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await newAgent().post('/json/auth/', { user: user.email, password: NEW_PASSWORD });
    expect(newPassword.status).toBe(200);
    expect((await inbox.waitFor(user.email)).subject).toBe('Your Kelas password was changed');

    const again = await newAgent().post('/json/user/execute/resetPassword', {
      token,
      password: 'yet another passphrase',
    });
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', reason: INVALID_LINK_REASON, fields: { token: INVALID_LINK_REASON } },
    });
  });

  it('gives one clear reason for an expired or unknown token', async () => {
    const user = await buildUser(testApp.database.db);
    const token = await mailedResetToken(user.email);
    await testApp.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.id, hashToken(token)));
    for (const candidate of [token, 'f'.repeat(64)]) {
      const reply = await newAgent().post('/json/user/execute/resetPassword', {
        token: candidate,
        password: NEW_PASSWORD,
      });
      expect(reply).toMatchObject({ status: 400, body: { reason: INVALID_LINK_REASON } });
    }
    const unchanged = await newAgent().post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    expect(unchanged.status).toBe(200);
  });

  it('keeps the sign-up password rules, the common-password list included', async () => {
    const user = await buildUser(testApp.database.db);
    const token = await mailedResetToken(user.email);
    const short = await newAgent().post('/json/user/execute/resetPassword', { token, password: 'short' });
    expect(short).toMatchObject({ status: 400, body: { fields: { password: 'Use at least 8 characters' } } });
    const common = await newAgent().post('/json/user/execute/resetPassword', {
      token,
      password: 'password123',
    });
    expect(common).toMatchObject({ status: 400, body: { fields: { password: COMMON_PASSWORD_REASON } } });
    // A refused password does not use the link up.
    const ok = await newAgent().post('/json/user/execute/resetPassword', { token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('confirms an unverified address, since the link was mailed to it', async () => {
    const user = await buildUser(testApp.database.db);
    const token = await mailedResetToken(user.email);
    await newAgent().post('/json/user/execute/resetPassword', { token, password: NEW_PASSWORD });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
