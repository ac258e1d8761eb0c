import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestAgent } from '../test/app';
import { learnerOf } from '../test/membership-fixtures';
import { buildPage } from '../test/page-fixtures';
import { setUpTestApp } from '../test/set-up-test-app';
import { isPreparedText } from './prepared';

// Every statement a hot method sends is a prepared one (server/db/prepared.ts): Drizzle does not
// rebuild its SQL, and on PostgreSQL each connection plans it once. On PGlite, which has no
// statement names, a statement counts as prepared when its text is one `prepared` built; on
// PostgreSQL (TEST_DATABASE_URL) node-postgres must also receive it with a name.

const texts: string[] = [];
const testApp = setUpTestApp({}, { onQuery: (query) => texts.push(query) });

/** The hot methods, by resource, verb and method, and the URL each is called with. */
const HOT_METHODS: Array<{ method: string; url: (coursePath: string, classPath: string) => string }> = [
  { method: 'read user getLoggedInUserData', url: () => '/json/user/read/getLoggedInUserData/me' },
  { method: 'lookup auth currentUser', url: () => '/json/auth/lookup/currentUser' },
  { method: 'read course getCourseData', url: (course) => `/json/course/read/getCourseData/${course}` },
  {
    method: 'read user getCourseMembershipData',
    url: (course) => `/json/user/read/getCourseMembershipData/me?coursePath=${course}`,
  },
  { method: 'lookup course search', url: () => '/json/course/lookup/search' },
  { method: 'lookup course search (text)', url: () => '/json/course/lookup/search?query=course' },
  { method: 'lookup progress myProgress', url: () => '/json/progress/lookup/myProgress' },
  { method: 'read course getPage', url: (course) => `/json/course/read/getPage/${course}?pagePath=p` },
];

let learner: TestAgent;
let coursePath: string;
let classPath: string;
beforeAll(async () => {
  const { course } = await buildPage(testApp, [{ widgetType: 'rich_text', setupData: { html: '<p>Hello</p>' } }]);
  const enrolled = await learnerOf(testApp, course.id);
  learner = enrolled.agent;
  coursePath = course.path;
  classPath = enrolled.cohort.path;
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
    const address = url(coursePath, classPath);
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
