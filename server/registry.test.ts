import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfEndpoint } from './http/csrf.rpc';
import { APP } from './modules';
import { isPublicPolicy } from './rpc/policy';
import { schemeEndpoints } from './rpc/registry';
import { createTestApp, TestAgent, type TestApp } from './test/app';

const endpoints = [...schemeEndpoints(APP.resources), ...APP.endpoints, csrfEndpoint];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the registry', () => {
  it('has endpoints to check', () => {
    expect(endpoints.length).toBeGreaterThan(4);
  });

  for (const { httpMethod, url, spec } of endpoints) {
    it(`${httpMethod} ${url} declares who may call it`, () => {
      expect(typeof spec.allow).toBe('function');
    });

    if (isPublicPolicy(spec.allow)) continue;

    it(`${httpMethod} ${url} refuses a stranger`, async () => {
      const stranger = new TestAgent(testApp.app);
      const path = url.replace(':id', 'me');
      const reply = httpMethod === 'GET' ? await stranger.get(path) : await stranger.post(path, {});
      expect([401, 403]).toContain(reply.status);
      expect(reply.body.error).toMatch(/^(not_signed_in|forbidden)$/);
    });
  }
});
