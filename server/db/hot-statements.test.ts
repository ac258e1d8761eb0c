import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestAgent } from '../test/app';
import { HOT_METHODS, hotMethodsLearner } from '../test/hot-methods';
import { setUpTestApp } from '../test/set-up-test-app';
import { isPreparedText } from './prepared';

// Every statement a hot method sends is a prepared one (server/db/prepared.ts): Drizzle does not
// rebuild its SQL, and on PostgreSQL each connection plans it once. On PGlite, which has no
// statement names, a statement counts as prepared when its text is one `prepared` built; on
// PostgreSQL (TEST_DATABASE_URL) node-postgres must also receive it with a name.

const texts: string[] = [];
const testApp = setUpTestApp({}, { onQuery: (query) => texts.push(query) });

let learner: TestAgent;
let coursePath: string;
beforeAll(async () => {
  ({ learner, coursePath } = await hotMethodsLearner(testApp));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The statements node-postgres receives without a name while `work` runs (none on PGlite). */
async function unnamedOnTheDriver(work: () => Promise<unknown>): Promise<string[]> {
  const unnamed: string[] = [];
  const query = pg.Client.prototype.query;
  // Records, then calls the driver as it was.
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof query>
  ) {
    const [config] = args as unknown as [unknown];
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && config.name)) {
      unnamed.push((config as { text: string }).text);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  await work();
  return unnamed;
}

describe('hot methods', () => {
  it.each(HOT_METHODS)('$method sends only prepared statements', async ({ url }) => {
    const address = url(coursePath);
    expect((await learner.get(address)).status).toBe(200);
    texts.length = 0;
    const unnamed = await unnamedOnTheDriver(async () => {
      expect((await learner.get(address)).status).toBe(200);
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !isPreparedText(text))).toEqual([]);
    expect(unnamed.filter((text) => texts.includes(text))).toEqual([]);
  });
});
