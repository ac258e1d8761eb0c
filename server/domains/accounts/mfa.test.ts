import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_REASON } from '../../../common/api/account-security';
import { INVALID_OTP_REASON, MFA_REQUIRED_REASON } from '../../../common/api/auth';
import { mfaRecoveryKeys, users } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { MFA_FAILURES_PER_ACCOUNT, PASSWORD_CONFIRM_FAILURES } from './security-limits';

const testApp = setUpTestApp();

const STEP_SECONDS = 30;

// Codes of the step before, at and after now must all stay in the ±1 window while a test runs:
// start a test early in a step rather than seconds before the next.
async function earlyInStep(): Promise<void> {
  const into = (Date.now() / 1000) % STEP_SECONDS;
  if (into > 22) await new Promise((resolve) => setTimeout(resolve, (STEP_SECONDS - into + 0.5) * 1000));
}

function codeAt(secret: string, stepOffset: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * STEP_SECONDS });
}

/** A user with MFA on, enrolled over HTTP with a code of the previous step; returns secret and keys. */
async function enrolledUser() {
  const user = await buildUser(testApp.database.db);
  const agent = await signedInAgent(testApp.app, user.email);
  const started = await agent.post('/json/user/execute/startMfaEnrolment');
  const { secret } = started.body.result as { secret: string };
  const confirmed = await agent.post('/json/user/execute/confirmMfaEnrolment', {
    otp: await codeAt(secret, -1),
  });
  expect(confirmed.status).toBe(200);
  const { recoveryKeys } = confirmed.body.result as { recoveryKeys: string[] };
  return { user, agent, secret, recoveryKeys };
}

function signIn(agent: TestAgent, email: string, extra: Record<string, string> = {}) {
  return agent.post('/json/auth/', { user: email, password: TEST_PASSWORD, ...extra });
}

// Up to one step's wait in earlyInStep.
describe('MFA enrolment', { timeout: 20_000 }, () => {
  it('returns the secret, an otpauth URI for the brand and e-mail, a QR code, and keeps the secret encrypted', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const reply = await agent.post('/json/user/execute/startMfaEnrolment');
    expect(reply.status).toBe(200);
    const { secret, otpauthUri, qrCode } = reply.body.result as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Kelas:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Kelas`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpPendingSecret).toBeTruthy();
    expect(row?.totpPendingSecret).not.toContain(secret);
    expect(row?.mfaEnabled).toBe(false);
  });

  it('turns MFA on with a right code and hands out ten recovery keys stored hashed', async () => {
    await earlyInStep();
    const { user, agent, recoveryKeys } = await enrolledUser();
    expect(recoveryKeys).toHaveLength(10);
    expect(new Set(recoveryKeys).size).toBe(10);
    const stored = await testApp.database.db
      .select()
      .from(mfaRecoveryKeys)
      .where(eq(mfaRecoveryKeys.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((key) => key.keyHash)).not.toContain(recoveryKeys[0]);
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(me.body.result).toMatchObject({ mfaEnabled: true });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpPendingSecret).toBeNull();
  });

  it('refuses a wrong confirmation code and keeps MFA off', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    await agent.post('/json/user/execute/startMfaEnrolment');
    const wrong = await agent.post('/json/user/execute/confirmMfaEnrolment', { otp: '000000' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: 'invalid_otp', fields: { otp: INVALID_OTP_REASON } },
    });
    const malformed = await agent.post('/json/user/execute/confirmMfaEnrolment', { otp: 'abc' });
    expect(malformed).toMatchObject({ status: 400, body: { fields: { otp: 'Enter the 6-digit code' } } });
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(me.body.result).toMatchObject({ mfaEnabled: false });
  });

  it('is refused to a stranger', async () => {
    const stranger = new TestAgent(testApp.app);
    for (const name of ['startMfaEnrolment', 'confirmMfaEnrolment', 'disableMfa', 'regenerateRecoveryKeys']) {
      const reply = await stranger.post(`/json/user/execute/${name}`, { otp: '123456', password: 'x' });
      expect(reply).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
    }
  });
});

describe('signing in with MFA', { timeout: 20_000 }, () => {
  it('asks for a code after the right password, refuses a wrong one, accepts a right one once', async () => {
    await earlyInStep();
    const { user, secret } = await enrolledUser();
    const agent = new TestAgent(testApp.app, '10.9.0.1');

    const noCode = await signIn(agent, user.email);
    expect(noCode).toMatchObject({
      status: 401,
      body: { error: 'mfa_required', reason: MFA_REQUIRED_REASON },
    });
    expect(agent.cookie('sessionid')).toBeUndefined();

    const wrong = await signIn(agent, user.email, { otp: '000000' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_otp', reason: INVALID_OTP_REASON } });

    const code = await codeAt(secret, 0);
    const right = await signIn(agent, user.email, { otp: code });
    expect(right).toMatchObject({ status: 200, body: { result: { userId: user.id } } });
    expect(agent.cookie('sessionid')).toBeDefined();

    const reused = await signIn(new TestAgent(testApp.app, '10.9.0.2'), user.email, { otp: code });
    expect(reused).toMatchObject({ status: 401, body: { error: 'invalid_otp' } });

    // The enrolment code's step and older ones are spent too; the next step is not.
    const older = await signIn(new TestAgent(testApp.app, '10.9.0.2'), user.email, {
      otp: await codeAt(secret, -1),
    });
    expect(older.status).toBe(401);
    const next = await signIn(new TestAgent(testApp.app, '10.9.0.2'), user.email, {
      otp: await codeAt(secret, 1),
    });
    expect(next.status).toBe(200);
  });

  it('does not ask for a code when the password is wrong: the generic reason stays', async () => {
    const { user } = await enrolledUser();
    const reply = await new TestAgent(testApp.app).post('/json/auth/', {
      user: user.email,
      password: 'nope nope',
    });
    expect(reply.body.error).toBe('invalid_credentials');
  });

  it('accepts a recovery key once, whatever its case and spacing', async () => {
    const { user, recoveryKeys } = await enrolledUser();
    const key = recoveryKeys[0]!;
    const first = await signIn(new TestAgent(testApp.app), user.email, {
      recoveryKey: ` ${key.toUpperCase().replaceAll('-', ' ')} `,
    });
    expect(first).toMatchObject({ status: 200, body: { result: { userId: user.id } } });
    const again = await signIn(new TestAgent(testApp.app), user.email, { recoveryKey: key });
    expect(again).toMatchObject({ status: 401, body: { error: 'invalid_otp' } });
    const another = await signIn(new TestAgent(testApp.app), user.email, { recoveryKey: recoveryKeys[1]! });
    expect(another.status).toBe(200);
  });

  it('limits failed codes per account, from any address, even for a right code then', async () => {
    await earlyInStep();
    const { user, secret } = await enrolledUser();
    for (let i = 0; i < MFA_FAILURES_PER_ACCOUNT.max; i++) {
      const reply = await signIn(new TestAgent(testApp.app, `10.9.1.${i}`), user.email, { otp: '000000' });
      expect(reply.body.error).toBe('invalid_otp');
    }
    const locked = await signIn(new TestAgent(testApp.app, '10.9.2.1'), user.email, {
      otp: await codeAt(secret, 0),
    });
    expect(locked).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  // The race is real only on PostgreSQL (the CI suite, TEST_DATABASE_URL), where requests run on
  // several connections at once; PGlite takes one transaction at a time. There, checking before
  // the code and counting after it let 6 to 23 of 30 guesses reach the check; a few accounts in
  // turn make a lucky interleaving that hides it unlikely.
  it('counts parallel wrong codes atomically: no more than the limit reach the check', async () => {
    for (let round = 0; round < 4; round++) {
      const { user } = await enrolledUser();
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn(new TestAgent(testApp.app, `10.9.${3 + round}.${i}`), user.email, { otp: '000000' }),
        ),
      );
      const checked = replies.filter((reply) => reply.body.error === 'invalid_otp');
      expect(checked, `round ${round}`).toHaveLength(MFA_FAILURES_PER_ACCOUNT.max);
    }
  });
});

describe('disabling MFA and new recovery keys', () => {
  it('counts parallel wrong passwords atomically: no more than the limit reach the check', async () => {
    const { agent } = await enrolledUser();
    await agent.csrfToken();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent.post('/json/user/execute/disableMfa', { password: 'not my password' }),
      ),
    );
    const checked = replies.filter(
      (reply) =>
        (reply.body.fields as Record<string, string> | undefined)?.password === WRONG_PASSWORD_REASON,
    );
    expect(checked).toHaveLength(PASSWORD_CONFIRM_FAILURES.max);
  });

  it('needs the password, then turns MFA off and removes the keys', async () => {
    const { user, agent } = await enrolledUser();
    const missing = await agent.post('/json/user/execute/disableMfa', {});
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { password: 'Enter your password' } },
    });
    const wrong = await agent.post('/json/user/execute/disableMfa', { password: 'not my password' });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { password: WRONG_PASSWORD_REASON } } });
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(me.body.result).toMatchObject({ mfaEnabled: true });

    const off = await agent.post('/json/user/execute/disableMfa', { password: TEST_PASSWORD });
    expect(off).toMatchObject({ status: 200, body: { result: { mfaEnabled: false } } });
    const keys = await testApp.database.db
      .select()
      .from(mfaRecoveryKeys)
      .where(eq(mfaRecoveryKeys.userId, user.id));
    expect(keys).toEqual([]);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ mfaEnabled: false, totpSecret: null });
    expect((await signIn(new TestAgent(testApp.app), user.email)).status).toBe(200);
  });

  it('regenerates the recovery keys with the password; the old ones stop working', async () => {
    const { user, agent, recoveryKeys } = await enrolledUser();
    const refused = await agent.post('/json/user/execute/regenerateRecoveryKeys', { password: 'wrong one' });
    expect(refused.status).toBe(400);
    const reply = await agent.post('/json/user/execute/regenerateRecoveryKeys', { password: TEST_PASSWORD });
    const fresh = (reply.body.result as { recoveryKeys: string[] }).recoveryKeys;
    expect(fresh).toHaveLength(10);
    const old = await signIn(new TestAgent(testApp.app), user.email, { recoveryKey: recoveryKeys[0]! });
    expect(old.status).toBe(401);
    const now = await signIn(new TestAgent(testApp.app), user.email, { recoveryKey: fresh[0]! });
    expect(now.status).toBe(200);
  });
});
