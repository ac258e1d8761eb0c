import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../../common/api/catalogue';
import type { CatalogueSort } from '../../../common/domain/course-classification';
import { courses } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildClass, buildCourse, buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** Course paths by letter, created V (oldest) to Z (newest). */
const path: Record<string, string> = {};

/**
 * Five displayed courses whose classes order them differently by each sort:
 * V has no class; W has 3 learners, a class in 20 days and a past one, price 50.00; X has 1
 * learner (and staff and pending places, which do not count), a class in 10 days, price 20.00 and
 * an ended class at 1.00; Y has 2 learners, only a class that started already, price 90.00; Z has
 * none, a free class in 30 days.
 */
beforeAll(async () => {
  const { db } = testApp.database;
  const letters = ['V', 'W', 'X', 'Y', 'Z'];
  const ids: Record<string, string> = {};
  for (const [index, letter] of letters.entries()) {
    const { course } = await buildCourse(testApp, { displayed: true });
    await db
      .update(courses)
      .set({ name: `Course ${letter}`, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
      .where(eq(courses.id, course.id));
    path[letter] = course.path;
    ids[letter] = course.id;
  }
  const w = await buildClass(testApp, ids.W, { startDate: inDays(20), coursePriceMinor: 5000 });
  await buildClass(testApp, ids.W, { startDate: inDays(-5), coursePriceMinor: 5000 });
  for (let n = 0; n < 3; n++) await buildEnrolment(testApp, { cohortId: w.id });
  const x = await buildClass(testApp, ids.X, { startDate: inDays(10), coursePriceMinor: 2000 });
  await buildClass(testApp, ids.X, { startDate: inDays(-60), endDate: inDays(-30), coursePriceMinor: 100 });
  await buildEnrolment(testApp, { cohortId: x.id });
  await buildEnrolment(testApp, { cohortId: x.id, staff: true });
  await buildEnrolment(testApp, { cohortId: x.id, staff: true });
  await buildEnrolment(testApp, { cohortId: x.id, status: 'pending' });
  await buildEnrolment(testApp, { cohortId: x.id, status: 'pending' });
  const y = await buildClass(testApp, ids.Y, { startDate: inDays(-3), coursePriceMinor: 9000 });
  for (let n = 0; n < 2; n++) await buildEnrolment(testApp, { cohortId: y.id });
  await buildClass(testApp, ids.Z, { startDate: inDays(30), coursePriceMinor: 0 });
});

async function sorted(sort: CatalogueSort, limit = 48): Promise<string[]> {
  const reply = await new TestAgent(testApp.app).get(
    `/json/course/lookup/search?sort=${sort}&limit=${limit}`,
  );
  expect(reply.status).toBe(200);
  const letterOf = Object.fromEntries(Object.entries(path).map(([letter, p]) => [p, letter]));
  return (reply.body.result as CataloguePage).courses.map((course) => letterOf[course.path]!);
}

describe('catalogue sorts that read classes', () => {
  it('orders each sort by its own data, not as newest', async () => {
    const newest = ['Z', 'Y', 'X', 'W', 'V'];
    expect(await sorted('relevance')).toEqual(newest);
    // Active learners only: W 3, Y 2, X 1, then Z and V with none, newest first.
    expect(await sorted('popularity')).toEqual(['W', 'Y', 'X', 'Z', 'V']);
    // The next start ahead: X in 10 days, W in 20, Z in 30; Y (started already) and V last.
    expect(await sorted('start_date')).toEqual(['X', 'W', 'Z', 'Y', 'V']);
    // The lowest price of a class not ended (X's ended class at 1.00 aside); V, with no class, last.
    expect(await sorted('price_asc')).toEqual(['Z', 'X', 'W', 'Y', 'V']);
    expect(await sorted('price_desc')).toEqual(['Y', 'W', 'X', 'Z', 'V']);
    expect(await sorted('name_asc')).toEqual(['V', 'W', 'X', 'Y', 'Z']);
    expect(await sorted('name_desc')).toEqual(['Z', 'Y', 'X', 'W', 'V']);
  });

  it('costs the same number of queries for a page of one course and of many', async () => {
    await sorted('popularity', 1); // the default view's count of displayed courses, cached from here on
    for (const sort of ['popularity', 'start_date', 'price_asc', 'price_desc'] as const) {
      const one = await queries.count(() => sorted(sort, 1));
      expect(await queries.count(() => sorted(sort, 48))).toBe(one);
    }
  });
});
