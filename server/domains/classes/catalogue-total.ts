import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';

/**
 * How long the number of displayed courses is reused. The default view shows it on every visit;
 * counting 10,000 courses costs about 100 times the page itself, and a number a few seconds old
 * is good enough for "Courses found". A page that reaches the end reports its exact total anyway.
 */
export const DISPLAYED_COUNT_TTL_MS = 30_000;

const displayedCounts = new WeakMap<Db, { count: number; at: number }>();

/** The number of courses matching `where` (one counting query: no join, no order). */
export async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .where(where);
  return row?.total ?? 0;
}

/** The number of displayed courses, counted at most once per DISPLAYED_COUNT_TTL_MS per database. */
export async function countDisplayed(db: Db, now = Date.now()): Promise<number> {
  const cached = displayedCounts.get(db);
  if (cached && now - cached.at < DISPLAYED_COUNT_TTL_MS) return cached.count;
  const count = await countMatches(db, eq(courses.displayed, true));
  displayedCounts.set(db, { count, at: now });
  return count;
}

/** Forget the cached count, so that the next default view counts again (tests). */
export function forgetDisplayedCount(db: Db): void {
  displayedCounts.delete(db);
}
