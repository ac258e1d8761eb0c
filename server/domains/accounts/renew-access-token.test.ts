import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { RENEW_REFUSED_REASON } from '../../../common/api/auth';
import { ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS } from '../../../common/constants';
import { users } from '../../db/schema';
import { deriveKey } from '../../security/keys';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { verifyAccessToken } from './access-token';
import { TOKEN_RENEWALS_PER_IP } from './security-limits';

const testApp = setUpTestApp();

// A token as issueAccessToken makes it, but expired `expiredSecondsAgo` seconds ago.
function expiredToken(userId: string, expiredSecondsAgo: number, secret = testApp.deps.secret) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
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

describe('POST /json/auth/renew/', () => {
  it('renews a token that expired within the window', async () => {
    const user = await buildUser(testApp.database.db);
    const reply = await renew(await expiredToken(user.id, 3 * 86_400));
    expect(reply.status).toBe(200);
    const fresh = (reply.body.result as { access_token: string }).access_token;
    expect(await verifyAccessToken(testApp.deps.secret, testApp.deps.config.PUBLIC_URL, fresh)).toBe(user.id);
  });

  it('refuses a token past the window, a forged one, and one of a deactivated user', async () => {
    const user = await buildUser(testApp.database.db);
    const past = await renew(await expiredToken(user.id, ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS + 60));
    const forged = await renew(await expiredToken(user.id, 60, 'another-secret-that-is-long-enough-too'));
    const garbage = await renew('not.a.token');
    for (const reply of [past, forged, garbage]) {
      expect(reply).toMatchObject({
        status: 401,
        body: { error: 'invalid_token', reason: RENEW_REFUSED_REASON },
      });
    }
    await testApp.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    const deactivated = await renew(await expiredToken(user.id, 60));
    expect(deactivated.body.error).toBe('invalid_token');
  });

  it('is rate limited per address', async () => {
    const agent = new TestAgent(testApp.app, '10.7.1.1');
    for (let i = 0; i < TOKEN_RENEWALS_PER_IP.max; i++)
      await agent.post('/json/auth/renew/', { access_token: 'x' });
    const limited = await agent.post('/json/auth/renew/', { access_token: 'x' });
    expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });
});
