import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { method, resource } from '../rpc/method';
import { anyone } from '../rpc/policy';
import { freshAgent } from '../test/app';
import { setUpTestApp } from '../test/set-up-test-app';

// The answers to a lost database connection, on any driver (the PostgreSQL suite kills real
// connections in server/connection-loss.test.ts): a write gets the 503 envelope, a read is asked
// once more, and only once.

/** What node-postgres throws when the server ended the connection (admin_shutdown). */
const lostConnection = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

let readTries = 0;
const flaky = resource('flaky', {
  lookup: {
    // Fails on a lost connection the first `failures` times it runs.
    count: method({
      input: z.object({ failures: z.coerce.number().int() }),
      allow: anyone,
      run: async (_db, _ctx, _loaded, input) => {
        readTries++;
        if (readTries <= input.failures) throw lostConnection();
        return { tries: readTries };
      },
    }),
  },
  execute: {
    write: method({
      input: z.object({}),
      allow: anyone,
      run: async () => {
        throw new Error('Failed query: insert …', { cause: lostConnection() });
      },
    }),
  },
});

const testApp = setUpTestApp({}, { resources: [flaky], endpoints: [] });

describe('a lost database connection', () => {
  it('answers a write with the 503 envelope and Retry-After, not a 500', async () => {
    const reply = await freshAgent(testApp.app).post('/json/flaky/execute/write', {});
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ error: 'unavailable' });
    expect(reply.headers['retry-after']).toBe('1');
  });

  it('asks a read once more, and answers 503 when the second try loses its connection too', async () => {
    readTries = 0;
    const once = await freshAgent(testApp.app).get('/json/flaky/lookup/count?failures=1');
    expect(once).toMatchObject({ status: 200, body: { result: { tries: 2 } } });
    readTries = 0;
    const twice = await freshAgent(testApp.app).get('/json/flaky/lookup/count?failures=2');
    expect(twice).toMatchObject({ status: 503, body: { error: 'unavailable' } });
    expect(readTries).toBe(2);
  });
});
