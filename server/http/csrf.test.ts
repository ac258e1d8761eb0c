import { describe, expect, it } from 'vitest';
import { TestAgent } from '../test/app';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { setUpTestApp } from '../test/set-up-test-app';
import { CSRF_COOKIE } from './csrf';
import { SESSION_COOKIE } from './sessions';

const testApp = setUpTestApp();

async function signedIn(ip: string): Promise<TestAgent> {
  const user = await buildUser(testApp.database.db);
  const agent = new TestAgent(testApp.app, ip);
  const reply = await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
  expect(reply.status).toBe(200);
  return agent;
}

// A write of the signed-in person, sent with `token` in both the cookie and the header.
function writeWith(agent: TestAgent, token: string) {
  return agent.send({
    method: 'POST',
    url: '/json/auth/access_token/',
    payload: {},
    headers: {
      cookie: `${SESSION_COOKIE}=${agent.cookie(SESSION_COOKIE)}; ${CSRF_COOKIE}=${token}`,
      'x-csrftoken': token,
    },
  });
}

describe('CSRF tokens bound to the session', () => {
  it('refuses a token planted by a sibling origin, even one this server issued', async () => {
    const victim = await signedIn('10.40.0.1');
    // The neighbour fetches genuine tokens, as a visitor and signed in as itself, and plants them.
    const visitorToken = await new TestAgent(testApp.app, '10.40.0.2').csrfToken();
    const attackerToken = (await signedIn('10.40.0.3')).cookie(CSRF_COOKIE)!;
    for (const planted of [visitorToken, attackerToken]) {
      expect(await writeWith(victim, planted)).toMatchObject({ status: 403, body: { error: 'csrf_failed' } });
    }
    expect((await writeWith(victim, victim.cookie(CSRF_COOKIE)!)).status).toBe(200);
  });

  it('issues a new token at sign-in and at sign-out; the old one no longer passes', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app, '10.40.0.4');
    const before = await agent.csrfToken();
    await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    const during = agent.cookie(CSRF_COOKIE)!;
    expect(during).not.toBe(before);
    expect(await writeWith(agent, before)).toMatchObject({ status: 403, body: { error: 'csrf_failed' } });
    expect((await writeWith(agent, during)).status).toBe(200);
    await agent.post('/json/auth/', { logout: true });
    expect(agent.cookie(CSRF_COOKIE)).not.toBe(during);
    expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('answers a refused token with a fresh cookie that the page can send again', async () => {
    const agent = await signedIn('10.40.0.5');
    const stale = await new TestAgent(testApp.app, '10.40.0.6').csrfToken();
    const refused = await writeWith(agent, stale);
    expect(refused.status).toBe(403);
    const fresh = /csrftoken=([^;]+)/.exec(String(refused.headers['set-cookie']))?.[1];
    expect(fresh).toBeDefined();
    expect((await writeWith(agent, fresh!)).status).toBe(200);
  });

  it('keeps the token of a page load and of /api/csrf/ the same for one session', async () => {
    const agent = await signedIn('10.40.0.7');
    const token = agent.cookie(CSRF_COOKIE);
    await agent.get('/courses/');
    expect(agent.cookie(CSRF_COOKIE)).toBe(token);
    expect(await agent.csrfToken()).toBe(token);
  });
});
