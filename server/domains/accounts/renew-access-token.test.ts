import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { RENEW_REFUSED_REASON } from '../../../common/api/auth';
import { ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS } from '../../../common/constants';
import { users } from '../../db/schema';
import { deriveKey } from '../../security/keys';
import { TestAgent } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { verifyAccessToken } from './access-token';
import { FAMILIES_PER_SESSION } from './access-token-families';
import { TOKEN_RENEWALS_PER_IP } from './security-limits';

const testApp = setUpTestApp();

/** A signed-in person and an access token issued to their session. */
async function personWithToken() {
  const user = await buildUser(testApp.database.db);
  const agent = await signedInAgent(testApp.app, user.email);
  const reply = await agent.post('/json/auth/access_token/');
  expect(reply.status).toBe(200);
  return { user, agent, token: (reply.body.result as { access_token: string }).access_token };
}

// The same token (family, id, user) as if it had expired `expiredSecondsAgo` seconds ago.
function expiredCopy(token: string, expiredSecondsAgo: number, secret = testApp.deps.secret) {
  const { fam, jti, sub } = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ fam })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setJti(jti!)
    .setIssuer(testApp.deps.config.PUBLIC_URL)
    .setAudience('kelas')
    .setIssuedAt(now - expiredSecondsAgo - 900)
    .setExpirationTime(now - expiredSecondsAgo)
    .sign(deriveKey(secret, 'access-token'));
}

let ipCounter = 0;
function renew(token: string) {
  ipCounter++;
  return new TestAgent(testApp.app, `10.7.0.${ipCounter}`).post('/json/auth/renew/', { access_token: token });
}

const renewed = (reply: Awaited<ReturnType<typeof renew>>) =>
  (reply.body.result as { access_token: string }).access_token;

function expectRefused(reply: Awaited<ReturnType<typeof renew>>) {
  expect(reply).toMatchObject({
    status: 401,
    body: { error: 'invalid_token', reason: RENEW_REFUSED_REASON },
  });
}

describe('POST /json/auth/renew/', () => {
  it('renews the newest token of a live session, also one that expired within the window', async () => {
    const { user, token } = await personWithToken();
    const fresh = await renew(token);
    expect(fresh.status).toBe(200);
    const next = renewed(fresh);
    expect(await verifyAccessToken(testApp.deps.secret, testApp.deps.config.PUBLIC_URL, next)).toBe(user.id);
    const afterSleep = await renew(await expiredCopy(next, 3 * 86_400));
    expect(afterSleep.status).toBe(200);
  });

  it('renews each token once: presenting a rotated token revokes the whole family', async () => {
    const { token } = await personWithToken();
    const second = renewed(await renew(token));
    expectRefused(await renew(token));
    // The thief or the owner, whoever comes next with the newer token, is refused as well.
    expectRefused(await renew(second));
  });

  it('lets only one of two parallel renewals of the same token through', async () => {
    const { token } = await personWithToken();
    const replies = await Promise.all([renew(token), renew(token), renew(token)]);
    expect(replies.filter((reply) => reply.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses after log-out, log-out everywhere, a password change, deactivation and MFA turned off', async () => {
    const revocations: Array<(agent: TestAgent, email: string) => Promise<unknown>> = [
      (agent) => agent.post('/json/auth/', { logout: true }),
      (agent, email) => agent.post('/json/auth/', { user: email, logoutEverywhere: true }),
      (agent) =>
        agent.post('/json/user/update/changePassword/me', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'a-brand-new-passphrase-2026',
        }),
      (agent) => agent.post('/json/user/execute/deleteAccount', { password: TEST_PASSWORD }),
      (agent) => agent.post('/json/user/execute/disableMfa', { password: TEST_PASSWORD }),
    ];
    for (const revoke of revocations) {
      const { user, agent, token } = await personWithToken();
      const reply = (await revoke(agent, user.email)) as { status: number };
      expect(reply.status).toBe(200);
      expectRefused(await renew(token));
    }
  });

  it('refuses a token past the window, a forged one, one without a family, and one of a deactivated user', async () => {
    const { user, token } = await personWithToken();
    const past = await renew(await expiredCopy(token, ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS + 60));
    const forged = await renew(await expiredCopy(token, 60, 'another-secret-that-is-long-enough-too'));
    const withoutFamily = await renew(
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(testApp.deps.config.PUBLIC_URL)
        .setAudience('kelas')
        .setExpirationTime('15m')
        .sign(deriveKey(testApp.deps.secret, 'access-token')),
    );
    for (const reply of [past, forged, withoutFamily, await renew('not.a.token')]) expectRefused(reply);
    const other = await personWithToken();
    await testApp.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, other.user.id));
    expectRefused(await renew(other.token));
  });

  it('keeps the newest ten families of a session: an older token no longer renews', async () => {
    const { agent, token: oldest } = await personWithToken();
    const tokens: string[] = [];
    for (let i = 0; i < FAMILIES_PER_SESSION; i++) {
      tokens.push(
        ((await agent.post('/json/auth/access_token/')).body.result as { access_token: string }).access_token,
      );
    }
    expectRefused(await renew(oldest));
    expect((await renew(tokens[0]!)).status).toBe(200);
  });

  it('is rate limited per address', async () => {
    const agent = new TestAgent(testApp.app, '10.7.1.1');
    for (let i = 0; i < TOKEN_RENEWALS_PER_IP.max; i++)
      await agent.post('/json/auth/renew/', { access_token: 'x' });
    const limited = await agent.post('/json/auth/renew/', { access_token: 'x' });
    expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });
});
