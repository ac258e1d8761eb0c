import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../../common/api/catalogue';
import { courses } from '../../db/schema';
import { createTestApp, TestAgent, type TestApp } from '../../test/app';
import { QueryCounter } from '../../test/query-counter';
import { countDisplayed, DISPLAYED_COUNT_TTL_MS, forgetDisplayedCount } from './catalogue-total';

const queries = new QueryCounter();
/** The SQL texts run, to see what a page reads. */
const texts: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  const onQuery = (text: string) => {
    queries.onQuery();
    texts.push(text);
  };
  testApp = await createTestApp({}, { onQuery });
  await testApp.database.db.insert(courses).values([
    {
      path: 'data-basics',
      name: 'Data Basics',
      objective: 'Read charts with confidence',
      outcomes: ['Clean a spreadsheet', 'Explain a median'],
      category: 'data',
      courseType: 'SHORT_COURSE',
      sectorTypes: ['HIGHER_EDUCATION'],
      classifications: ['INDUSTRY_RECOGNISED'],
      learningHours: 10,
      displayed: true,
      imageKey: 'data.png',
    },
    {
      path: 'advanced-charts',
      name: 'Advanced Charts',
      objective: 'Design dashboards',
      description: 'Charts for experts',
      category: 'data',
      courseType: 'MICROCREDENTIAL',
      sectorTypes: ['PROFESSIONAL_LEARNING'],
      learningHours: 40,
      language: 'id',
      displayed: true,
    },
    {
      path: 'welding',
      name: 'Welding Safety',
      objective: 'Work safely with metal',
      category: 'trades',
      courseType: 'OPENCRED',
      sectorTypes: ['VOCATIONAL_EDUCATION'],
      classifications: ['PATHWAY'],
      learningHours: 4,
      credentialFramework: 'AUSTRALIA',
      displayed: true,
    },
    {
      path: 'secret-charts',
      name: 'Secret Charts',
      objective: 'Hidden from the catalogue',
      category: 'data',
      courseType: 'OTHER',
      displayed: false,
    },
  ]);
});
afterAll(() => testApp.close());

async function search(query: string): Promise<CataloguePage> {
  const reply = await new TestAgent(testApp.app).get(`/json/course/lookup/search${query}`);
  expect(reply.status).toBe(200);
  return reply.body.result as CataloguePage;
}

const paths = (page: CataloguePage) => page.courses.map((course) => course.path);

describe('lookup catalogue search', () => {
  it('finds a course by a word of its objective and of an outcome, displayed courses only', async () => {
    expect(paths(await search('?q=confidence'))).toEqual(['data-basics']);
    expect(paths(await search('?q=median'))).toEqual(['data-basics']);
    expect(paths(await search('?q=hidden'))).toEqual([]);
  });

  it('ranks a match in the name above one in the description', async () => {
    const page = await search('?q=charts');
    expect(paths(page)).toEqual(['advanced-charts', 'data-basics']);
    expect(page).toMatchObject({ total: 2, hasMore: false });
  });

  it('returns cards with the image address and the objective', async () => {
    const page = await search('?q=median');
    expect(page.courses[0]).toEqual({
      path: 'data-basics',
      name: 'Data Basics',
      objective: 'Read charts with confidence',
      category: 'data',
      courseType: 'SHORT_COURSE',
      sectorTypes: ['HIGHER_EDUCATION'],
      classifications: ['INDUSTRY_RECOGNISED'],
      language: 'en',
      imageUrl: '/media/courses/data.png',
      learningHours: 10,
    });
  });

  it('filters by category, type, sector, classification, learning hours and language', async () => {
    expect(paths(await search('?category[]=trades'))).toEqual(['welding']);
    expect(paths(await search('?courseType[]=MICROCREDENTIAL'))).toEqual(['advanced-charts']);
    expect(
      paths(await search('?sector[]=HIGHER_EDUCATION&sector[]=VOCATIONAL_EDUCATION&sort=name_asc')),
    ).toEqual(['data-basics', 'welding']);
    expect(paths(await search('?classification[]=PATHWAY'))).toEqual(['welding']);
    expect(paths(await search('?learningHours=10&sort=name_asc'))).toEqual(['data-basics', 'welding']);
    expect(paths(await search('?language[]=id'))).toEqual(['advanced-charts']);
  });

  it("filters by credential country, a course's framework's country: AU, or US which no framework is of", async () => {
    expect(paths(await search('?credentialCountry=AU'))).toEqual(['welding']);
    expect(paths(await search('?credentialCountry=AU&q=metal'))).toEqual(['welding']);
    expect(paths(await search('?credentialCountry=AU&category[]=data'))).toEqual([]);
    expect(await search('?credentialCountry=US')).toEqual({ courses: [], total: 0, hasMore: false });
    // A filtered page with more to come counts its matches, as every other filter: two queries.
    expect(await queries.count(() => search('?credentialCountry=AU&limit=1'))).toBe(1);
    expect(await queries.count(() => search('?credentialCountry=US&offset=5'))).toBe(2);
    expect(await queries.count(() => search('?category[]=data&offset=5'))).toBe(2);
  });

  it('refuses a credential country other than AU and US', async () => {
    for (const country of ['MY', 'au', 'Any']) {
      const reply = await new TestAgent(testApp.app).get(
        `/json/course/lookup/search?credentialCountry=${country}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({
        credentialCountry: 'Choose AU or US as the credential country, or leave it out for any.',
      });
      expect(reply.body.fieldCodes).toEqual({ credentialCountry: { code: 'catalogue.credentialCountry' } });
    }
  });

  it('sorts by name both ways and pages with hasMore', async () => {
    expect(paths(await search('?sort=name_asc'))).toEqual(['advanced-charts', 'data-basics', 'welding']);
    expect(paths(await search('?sort=name_desc'))).toEqual(['welding', 'data-basics', 'advanced-charts']);
    const first = await search('?sort=name_asc&limit=2');
    expect(first).toMatchObject({ total: 3, hasMore: true });
    const second = await search('?sort=name_asc&limit=2&offset=2');
    expect(paths(second)).toEqual(['welding']);
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(await search('?offset=10')).toMatchObject({ courses: [], total: 3, hasMore: false });
  });

  it('says hasMore from one row past the page, exactly at the boundary, with the total', async () => {
    // Default view: 3 displayed courses.
    expect(await search('?limit=3')).toMatchObject({ total: 3, hasMore: false });
    expect(await search('?limit=2')).toMatchObject({ total: 3, hasMore: true });
    expect(await search('?limit=1&offset=2')).toMatchObject({ total: 3, hasMore: false });
    expect(await search('?limit=1&offset=1')).toMatchObject({ total: 3, hasMore: true });
    // A filter: 2 courses in data.
    expect(await search('?category[]=data&limit=2')).toMatchObject({ total: 2, hasMore: false });
    expect(await search('?category[]=data&limit=1')).toMatchObject({ total: 2, hasMore: true });
    expect(await search('?category[]=data&offset=5')).toMatchObject({
      courses: [],
      total: 2,
      hasMore: false,
    });
    // A text: "charts" matches 2 displayed courses (and a hidden one).
    expect(await search('?q=charts&limit=1')).toMatchObject({ total: 2, hasMore: true });
    expect(await search('?q=charts&limit=2')).toMatchObject({ total: 2, hasMore: false });
  });

  it('reads a page of the default view without counting every displayed course', async () => {
    await search('?limit=1'); // the count of displayed courses, cached from here on
    texts.length = 0;
    expect(await search('?limit=2')).toMatchObject({ total: 3, hasMore: true });
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toMatch(/count\(/i);
  });

  it('keeps the sorts when reading one row past the page', async () => {
    const asc = ['advanced-charts', 'data-basics', 'welding'];
    for (let limit = 1; limit <= 3; limit++) {
      const pages = [];
      for (let offset = 0; offset < 3; offset += limit) {
        pages.push(...paths(await search(`?sort=name_asc&limit=${limit}&offset=${offset}`)));
      }
      expect(pages).toEqual(asc);
      expect(paths(await search(`?sort=name_desc&limit=${limit}`))).toEqual(
        [...asc].reverse().slice(0, limit),
      );
    }
  });

  it('uses the same number of queries for a page of one and of many', async () => {
    await search('?limit=1'); // the default view's count, cached from here on
    const one = await queries.count(() => search('?sort=name_asc&limit=1'));
    expect(await queries.count(() => search('?sort=name_asc&limit=48'))).toBe(one);
    expect(one).toBe(1);
    // A filtered page with more to come counts its matches: one query more, whatever its size.
    const filtered = await queries.count(() => search('?category[]=data&limit=1'));
    expect(filtered).toBe(2);
    expect(await queries.count(() => search('?language[]=en&limit=1'))).toBe(filtered);
    // A text search counts its ranked matches in its one query.
    expect(await queries.count(() => search('?q=charts&limit=1'))).toBe(1);
  });

  it('reuses the count of displayed courses for the default view, never below the rows seen', async () => {
    const { db } = testApp.database;
    forgetDisplayedCount(db);
    const now = Date.now();
    expect(await countDisplayed(db, now)).toBe(3);
    const [extra] = await db
      .insert(courses)
      .values({ path: 'extra', name: 'Extra', category: 'data', courseType: 'OTHER', displayed: true })
      .returning({ id: courses.id });
    try {
      expect(await countDisplayed(db, now + 1_000)).toBe(3);
      // The page reaching the end is exact whatever the cache says.
      expect(await search('?limit=10')).toMatchObject({ total: 4, hasMore: false });
      expect(await countDisplayed(db, now + DISPLAYED_COUNT_TTL_MS)).toBe(4);
    } finally {
      await db.delete(courses).where(eq(courses.id, extra!.id));
      forgetDisplayedCount(db);
    }
  });

  it('refuses bad input with a reason per field', async () => {
    const reply = await new TestAgent(testApp.app).get(
      '/json/course/lookup/search?limit=49&sort=cheapest&category[]=cooking',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toMatchObject({
      limit: 'Ask for at most 48 courses.',
      sort: 'Choose a known sort.',
      'category.0': 'Choose a known category.',
    });
  });
});
