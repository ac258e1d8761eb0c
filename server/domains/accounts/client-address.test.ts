import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { TestAgent } from '../../test/app';
import { setUpTestApp } from '../../test/set-up-test-app';
import { TOKEN_RENEWALS_PER_IP } from './security-limits';

// The per-address limits count the address Fastify derives from TRUST_PROXY (server/trust-proxy.ts).
describe('client addresses behind a configured proxy', () => {
  const PROXY = '10.0.0.1';
  const testApp = setUpTestApp({
    config: readConfig({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: PROXY }),
  });
  const renew = (agent: TestAgent, forwardedFor: string) =>
    agent.send({
      method: 'POST',
      url: '/json/auth/renew/',
      payload: { access_token: 'x' },
      headers: { 'x-forwarded-for': forwardedFor, 'x-csrftoken': agent.cookie('csrftoken') ?? '' },
    });

  it('ignores X-Forwarded-For from a peer that is not the proxy, so the per-address limit holds', async () => {
    const agent = new TestAgent(testApp.app, '203.0.113.7');
    await agent.csrfToken();
    for (let i = 0; i < TOKEN_RENEWALS_PER_IP.max; i++) {
      expect((await renew(agent, `198.51.100.${i}`)).status).toBe(401);
    }
    const limited = await renew(agent, '198.51.100.250');
    expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('takes the client address from the configured proxy’s X-Forwarded-For', async () => {
    const proxy = new TestAgent(testApp.app, PROXY);
    await proxy.csrfToken();
    // Each client behind the proxy has its own count: none of them reaches the limit.
    for (let i = 0; i <= TOKEN_RENEWALS_PER_IP.max; i++) {
      expect((await renew(proxy, `192.0.2.${i}`)).status).toBe(401);
    }
  });
});
