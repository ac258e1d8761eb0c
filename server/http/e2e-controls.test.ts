import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';

let controlled: TestApp;
let plain: TestApp;
beforeAll(async () => {
  controlled = await createTestApp({
    config: readConfig({ PUBLIC_URL: 'http://localhost:3000', E2E_CONTROLS: '1' }),
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await controlled.close();
  await plain.close();
});

const runJob = (app: TestApp, name: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: `/__e2e/jobs/${name}`, payload: {}, remoteAddress });

describe('the end-to-end tests’ controls', () => {
  it('run a background job now, from this machine, when E2E_CONTROLS is set', async () => {
    const reply = await runJob(controlled, 'subscription-renewals');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ran: 'subscription-renewals' });
  });

  it('answer 404 from elsewhere, for an unknown job, and when the setting is off', async () => {
    expect((await runJob(controlled, 'subscription-renewals', '203.0.113.9')).statusCode).toBe(404);
    expect((await runJob(controlled, 'no-such-job')).statusCode).toBe(404);
    expect((await runJob(plain, 'subscription-renewals')).statusCode).toBe(404);
  });
});
