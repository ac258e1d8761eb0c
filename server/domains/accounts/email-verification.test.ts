import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CODE_REASON, INVALID_LINK_REASON } from '../../../common/api/credentials';
import { accountTokens, users } from '../../db/schema';
import { hashToken } from '../../security/keys';
import { freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { createMailTestApp, linkToken, type SmtpInbox } from '../../test/smtp-inbox';
import { VERIFICATION_CODE_FAILURES } from './credential-limits';
import { issueEmailProof } from './email-proof';

let testApp: TestApp & { inbox: SmtpInbox };
let inbox: SmtpInbox;
beforeAll(async () => {
  testApp = await createMailTestApp();
  inbox = testApp.inbox;
});
afterAll(() => testApp.close());

let counter = 0;
const newAgent = () => freshAgent(testApp.app);

/** Sign up a new account; returns its signed-in agent and address. */
async function signUp(extra: Record<string, unknown> = {}, language = 'en') {
  counter++;
  const email = `verify${counter}-${Date.now()}@example.test`;
  const agent = newAgent();
  const reply = await agent.post('/json/user/create', {
    fullName: 'Dewi Lestari',
    email,
    password: 'a long enough passphrase',
    acceptTerms: true,
    preferredLanguage: language,
    ...extra,
  });
  expect(reply.status).toBe(200);
  return { agent, email, me: reply.body.result as { userId: string; emailVerified: boolean } };
}

async function takeMail(address: string) {
  const mail = await inbox.waitFor(address);
  inbox.messages.splice(inbox.messages.indexOf(mail), 1);
  return mail;
}

const me = (agent: TestAgent) => agent.get('/json/user/read/getLoggedInUserData/me');

describe('verification at sign-up', () => {
  it('mails a link and a 6-digit code; the link verifies the address once, even signed out', async () => {
    const { agent, email, me: created } = await signUp({}, 'ms');
    expect(created).toMatchObject({ emailVerified: false, pendingEmail: null });
    const mail = await takeMail(email);
    expect(mail.subject).toBe('Sahkan alamat e-mel anda untuk Kelas');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/accounts\/verify-email\/[0-9a-f]{64}\//);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    const token = linkToken(mail.text, 'verify-email');

    const verified = await newAgent().post('/json/user/execute/verifyEmail', { token });
    expect(verified).toMatchObject({
      status: 200,
      body: { result: { verified: true, emailAddress: email } },
    });
    expect((await me(agent)).body.result).toMatchObject({ emailVerified: true });
    const again = await newAgent().post('/json/user/execute/verifyEmail', { token });
    expect(again).toMatchObject({ status: 400, body: { reason: INVALID_LINK_REASON } });
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    const token = linkToken((await takeMail(email)).text, 'verify-email');
    await testApp.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.id, hashToken(token)));
    const reply = await newAgent().post('/json/user/execute/verifyEmail', { token });
    expect(reply).toMatchObject({ status: 400, body: { reason: INVALID_LINK_REASON } });
  });

  it('takes the mailed code from the signed-in user only, and counts wrong codes', async () => {
    const { agent, email } = await signUp();
    const code = /\b(\d{6})\b/.exec((await takeMail(email)).text)?.[1];
    const signedOut = await newAgent().post('/json/user/execute/verifyEmail', { code });
    expect(signedOut.status).toBe(401);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await agent.post('/json/user/execute/verifyEmail', { code: wrongCode });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { code: INVALID_CODE_REASON } } });
    const right = await agent.post('/json/user/execute/verifyEmail', { code: ` ${code} ` });
    expect(right).toMatchObject({ status: 200, body: { result: { verified: true } } });
  });

  it('stops taking codes after repeated failures', async () => {
    const { agent, email } = await signUp();
    const code = /\b(\d{6})\b/.exec((await takeMail(email)).text)?.[1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < VERIFICATION_CODE_FAILURES.max; i++) {
      await agent.post('/json/user/execute/verifyEmail', { code: wrongCode });
    }
    const locked = await agent.post('/json/user/execute/verifyEmail', { code });
    expect(locked).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('counts parallel wrong codes atomically: no more than the limit reach the check', async () => {
    const { agent, email } = await signUp();
    const code = /\b(\d{6})\b/.exec((await takeMail(email)).text)?.[1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => agent.post('/json/user/execute/verifyEmail', { code: wrongCode })),
    );
    const checked = replies.filter(
      (reply) => (reply.body.fields as Record<string, string> | undefined)?.code === INVALID_CODE_REASON,
    );
    expect(checked).toHaveLength(VERIFICATION_CODE_FAILURES.max);
    // Past the limit even the right code is refused.
    expect((await agent.post('/json/user/execute/verifyEmail', { code })).status).toBe(429);
  });

  it('starts verified, with no mail, when the sign-up carries a proof for that address', async () => {
    counter++;
    const withToken = `proof-token${counter}@example.test`;
    const { token } = await issueEmailProof(testApp.deps.secret, withToken);
    const byToken = await signUp({ email: withToken, emailVerificationToken: token });
    expect(byToken.me.emailVerified).toBe(true);

    const withCode = `Proof-Code${counter}@example.test`;
    const { code } = await issueEmailProof(testApp.deps.secret, withCode.toLowerCase());
    const byCode = await signUp({ email: withCode, verificationCode: code });
    expect(byCode.me.emailVerified).toBe(true);

    const elsewhere = await signUp({ emailVerificationToken: token, verificationCode: code });
    expect(elsewhere.me.emailVerified).toBe(false);
    await takeMail(elsewhere.email);
    await testApp.deps.mailer.settled();
    expect(inbox.messages.some((message) => message.to.includes(withToken))).toBe(false);
  });
});

describe('resendVerificationEmail', () => {
  it('mails a new link to an unverified address, and nothing once it is verified', async () => {
    const { agent, email } = await signUp();
    await takeMail(email);
    const resent = await agent.post('/json/user/execute/resendVerificationEmail');
    expect(resent).toMatchObject({ status: 200, body: { result: { sent: true } } });
    const token = linkToken((await takeMail(email)).text, 'verify-email');
    await newAgent().post('/json/user/execute/verifyEmail', { token });
    const nothing = await agent.post('/json/user/execute/resendVerificationEmail');
    expect(nothing).toMatchObject({ status: 200, body: { result: { sent: false } } });
  });

  it('is rate limited', async () => {
    const { agent } = await signUp();
    let last = await agent.post('/json/user/execute/resendVerificationEmail');
    for (let i = 0; i < 5 && last.status === 200; i++) {
      last = await agent.post('/json/user/execute/resendVerificationEmail');
    }
    expect(last).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });
});

describe('changeEmail', () => {
  it('needs the password, and counts wrong ones like sign-in failures', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const missing = await agent.post('/json/user/update/changeEmail/me', { email: 'new@example.test' });
    expect(missing).toMatchObject({ status: 400, body: { fields: { password: 'Enter your password' } } });
    for (let i = 0; i < 5; i++) {
      const wrong = await agent.post('/json/user/update/changeEmail/me', {
        email: 'new@example.test',
        password: `guess ${i}`,
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { fields: { password: 'The password is incorrect.' } },
      });
    }
    const locked = await agent.post('/json/user/update/changeEmail/me', {
      email: 'new@example.test',
      password: 'correct horse battery staple',
    });
    expect(locked).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pendingEmail).toBeNull();
  });

  it('refuses an address another account has, whatever its case, and the current one', async () => {
    const other = await buildUser(testApp.database.db);
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const password = 'correct horse battery staple';
    const taken = await agent.post('/json/user/update/changeEmail/me', {
      email: other.email.toUpperCase(),
      password,
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'email_taken' } });
    const same = await agent.post('/json/user/update/changeEmail/me', { email: user.email, password });
    expect(same).toMatchObject({
      status: 400,
      body: { fields: { email: 'This is already your email address.' } },
    });
  });

  it('waits for the new address to be confirmed, then replaces the old one and tells it', async () => {
    const user = await buildUser(testApp.database.db, { emailVerifiedAt: new Date() });
    const agent = await signedInAgent(testApp.app, user.email);
    counter++;
    const newEmail = `moved${counter}@example.test`;
    const reply = await agent.post('/json/user/update/changeEmail/me', {
      email: newEmail,
      password: 'correct horse battery staple',
    });
    expect(reply).toMatchObject({
      status: 200,
      body: { result: { emailAddress: user.email, pendingEmail: newEmail, emailVerified: true } },
    });
    const mail = await takeMail(newEmail);
    expect(mail.subject).toBe('Confirm your new email address for Kelas');
    const token = linkToken(mail.text, 'verify-email');

    const verified = await agent.post('/json/user/execute/verifyEmail', { token });
    expect(verified).toMatchObject({ status: 200, body: { result: { emailAddress: newEmail } } });
    expect((await me(agent)).body.result).toMatchObject({
      emailAddress: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    const notice = await takeMail(user.email);
    expect(notice.subject).toBe('Your Kelas email address was changed');
    expect(notice.text).toContain(newEmail);
    const signIn = await newAgent().post('/json/auth/', {
      user: newEmail,
      password: 'correct horse battery staple',
    });
    expect(signIn.status).toBe(200);
  });

  it('checks the address is still free when the link is followed', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    counter++;
    const newEmail = `contested${counter}@example.test`;
    await agent.post('/json/user/update/changeEmail/me', {
      email: newEmail,
      password: 'correct horse battery staple',
    });
    const token = linkToken((await takeMail(newEmail)).text, 'verify-email');
    await buildUser(testApp.database.db, { email: newEmail.toUpperCase() });
    const reply = await agent.post('/json/user/execute/verifyEmail', { token });
    expect(reply).toMatchObject({ status: 409, body: { error: 'email_taken' } });
    expect((await me(agent)).body.result).toMatchObject({ emailAddress: user.email });
  });
});
