import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../../common/api/catalogue';
import { courses } from '../../db/schema';
import { createTestApp, TestAgent, type TestApp } from '../../test/app';
import { QueryCounter } from '../../test/query-counter';

const queries = new QueryCounter();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: queries.onQuery });
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

  it('uses the same number of queries for a page of one and of many', async () => {
    const one = await queries.count(() => search('?sort=name_asc&limit=1'));
    expect(await queries.count(() => search('?sort=name_asc&limit=48'))).toBe(one);
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
