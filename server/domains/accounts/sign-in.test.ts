import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_REASON } from '../../../common/api/auth';
import { backoffCounters } from '../../db/schema';
import { deriveKey } from '../../security/keys';
import { TestAgent } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { verifyAccessToken } from './access-token';
import { SIGN_IN_FAILURES } from './limits';

const testApp = setUpTestApp();

async function signedInAgent(email: string, ip?: string): Promise<TestAgent> {
  const agent = new TestAgent(testApp.app, ip);
  const reply = await agent.post('/json/auth/', { user: email, password: TEST_PASSWORD });
  expect(reply.status).toBe(200);
  return agent;
}

describe('sign-in', () => {
  it('signs in with the e-mail address in any case, and rotates the session id', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app);
    await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    const first = agent.cookie('sessionid');
    const reply = await agent.post('/json/auth/', {
      user: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { userId: user.id } } });
    expect(agent.cookie('sessionid')).toBeDefined();
    expect(agent.cookie('sessionid')).not.toBe(first);
    expect(String(reply.headers['set-cookie'])).toMatch(/sessionid=.*HttpOnly.*SameSite=Lax/i);
  });

  it('gives one generic reason for a wrong password and an unknown address', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app, '10.2.0.1');
    const wrongPassword = await agent.post('/json/auth/', { user: user.email, password: 'not the password' });
    const unknownUser = await agent.post('/json/auth/', {
      user: 'nobody@example.test',
      password: TEST_PASSWORD,
    });
    for (const reply of [wrongPassword, unknownUser]) {
      expect(reply).toMatchObject({
        status: 401,
        body: { error: 'invalid_credentials', reason: INVALID_CREDENTIALS_REASON },
      });
    }
    expect(agent.cookie('sessionid')).toBeUndefined();
  });

  it('delays guesses per account and address, so a stranger cannot lock the owner out', async () => {
    const user = await buildUser(testApp.database.db);
    const stranger = new TestAgent(testApp.app, '10.2.0.2');
    for (let i = 0; i < SIGN_IN_FAILURES.freeFailures; i++) {
      const reply = await stranger.post('/json/auth/', { user: user.email, password: `guess ${i}` });
      expect(reply.status).toBe(401);
    }
    const waiting = await stranger.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    expect(waiting).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    const owner = new TestAgent(testApp.app, '10.2.0.3');
    const signedIn = await owner.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app, '10.2.0.4');
    const key = `${SIGN_IN_FAILURES.name}:${user.email.toLowerCase()}|10.2.0.4`;
    const waitSeconds = async () => {
      const [row] = await testApp.database.db
        .select()
        .from(backoffCounters)
        .where(eq(backoffCounters.key, key));
      return Math.round((row!.blockedUntil.getTime() - Date.now()) / 1000);
    };
    for (let i = 0; i < SIGN_IN_FAILURES.freeFailures; i++) {
      await agent.post('/json/auth/', { user: user.email, password: `guess ${i}` });
    }
    expect(await waitSeconds()).toBe(SIGN_IN_FAILURES.baseDelaySeconds);
    // The wait has passed: one more wrong guess is taken, and the next wait is twice as long.
    await testApp.database.db
      .update(backoffCounters)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(backoffCounters.key, key));
    const taken = await agent.post('/json/auth/', { user: user.email, password: 'one more' });
    expect(taken.body.error).toBe('invalid_credentials');
    expect(await waitSeconds()).toBe(2 * SIGN_IN_FAILURES.baseDelaySeconds);
  });

  it('counts parallel guesses atomically: no more than the free failures reach the password check', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app, '10.2.0.5');
    await agent.csrfToken();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        agent.post('/json/auth/', { user: user.email, password: `g${i}` }),
      ),
    );
    const checked = replies.filter((reply) => reply.body.error === 'invalid_credentials');
    expect(checked).toHaveLength(SIGN_IN_FAILURES.freeFailures);
    expect(replies.every((reply) => reply.status === 401 || reply.status === 429)).toBe(true);
  });

  it('reads the signed-in user with their access, and 401 when signed out', async () => {
    const user = await buildUser(testApp.database.db, { isStaff: true, isCourseCreator: true });
    const agent = await signedInAgent(user.email);
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(me.body.result).toMatchObject({
      userId: user.id,
      emailAddress: user.email,
      isStaff: true,
      isCourseCreator: true,
      isEducator: false,
      isInstitutionAdmin: false,
      courseRoles: {},
      classRoles: {},
      institutionRoles: {},
      isSuperUser: false,
      mfaEnabled: false,
      preferredLanguage: 'en',
      timezone: 'UTC',
    });
    const stranger = await new TestAgent(testApp.app).get('/json/user/read/getLoggedInUserData/me');
    expect(stranger).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
  });

  it('saves the preferred language of the signed-in user', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(user.email);
    const reply = await agent.post('/json/user/update/setPreferredLanguage/me', { language: 'ms' });
    expect(reply.body.result).toMatchObject({ preferredLanguage: 'ms' });
    const refused = await agent.post('/json/user/update/setPreferredLanguage/me', { language: 'fr' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_input' } });
  });
});

describe('log out', () => {
  it('ends this session only', async () => {
    const user = await buildUser(testApp.database.db);
    const laptop = await signedInAgent(user.email);
    const phone = await signedInAgent(user.email);
    expect((await laptop.post('/json/auth/', { logout: true })).status).toBe(200);
    expect((await laptop.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    expect((await phone.get('/json/user/read/getLoggedInUserData/me')).status).toBe(200);
  });

  it('everywhere ends every session of the user, and only the user may ask', async () => {
    const user = await buildUser(testApp.database.db);
    const other = await buildUser(testApp.database.db);
    const laptop = await signedInAgent(user.email);
    const phone = await signedInAgent(user.email);
    const otherAgent = await signedInAgent(other.email);

    const refused = await otherAgent.post('/json/auth/', { user: user.email, logoutEverywhere: true });
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden' } });

    // Form-encoded, as the spec's client sends it: booleans as true/false.
    const form = new URLSearchParams({ user: user.email, logoutEverywhere: 'true' }).toString();
    const reply = await laptop.post('/json/auth/', form, { form: true });
    expect(reply).toMatchObject({ status: 200, body: { result: { loggedOut: true, sessionsEnded: 2 } } });
    expect((await phone.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    expect((await laptop.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    expect((await otherAgent.get('/json/user/read/getLoggedInUserData/me')).status).toBe(200);
  });
});

describe('access token', () => {
  it('is a short-lived JWT naming the signed-in user', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(user.email);
    const reply = await agent.post('/json/auth/access_token/');
    const token = (reply.body.result as { access_token: string }).access_token;
    expect(await verifyAccessToken(testApp.deps.secret, testApp.deps.config.PUBLIC_URL, token)).toBe(user.id);
    const { payload } = await jwtVerify(token, deriveKey(testApp.deps.secret, 'access-token'));
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
    await expect(verifyAccessToken('another-secret-of-sufficient-length!!', 'x', token)).rejects.toThrow();
  });

  it('is refused to a visitor who is not signed in', async () => {
    const reply = await new TestAgent(testApp.app).post('/json/auth/access_token/');
    expect(reply).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
  });
});
