import { describe, expect, it } from 'vitest';
import { freshAgent } from '../test/app';
import { collectedLog } from '../test/log-lines';
import { setUpTestApp } from '../test/set-up-test-app';

const { logger, lines: logLines } = collectedLog();
const testApp = setUpTestApp({ logger });

describe('request logging', () => {
  it('writes one line per request when it completes: method, path without the query, status, time', async () => {
    const from = logLines.length;
    const reply = await freshAgent(testApp.app).get(
      '/json/user/read/getLoggedInUserData/me?token=canary-value',
    );
    expect(reply.status).toBe(401);
    const lines = logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/json/user/read/getLoggedInUserData/me' },
      res: { statusCode: 401 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(logLines.slice(from).join('\n')).not.toContain('canary-value');
  });
});
