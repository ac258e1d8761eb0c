import { and, asc, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CatalogueSort } from '../../../common/domain/course-classification';
import type { Db } from '../../db/client';
import { cohorts, courses, enrolments } from '../../db/schema';

// The sorts of spec §9 that read a course's classes join one value per course, aggregated over
// all classes in one pass (cheaper than a subquery for each course row), only when sorting by it.

/** Learners (not staff) with an active place in any class of the course. */
function learnerCounts(db: Db) {
  return db
    .select({ courseId: cohorts.courseId, value: sql<number>`count(*)`.as('sort_value') })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .where(and(eq(enrolments.status, 'active'), eq(enrolments.staff, false)))
    .groupBy(cohorts.courseId)
    .as('sort_key');
}

/** The soonest start of a class of the course still to come (none: no class dated ahead). */
function nextStarts(db: Db) {
  return db
    .select({ courseId: cohorts.courseId, value: sql<Date>`min(${cohorts.startDate})`.as('sort_value') })
    .from(cohorts)
    .where(gte(cohorts.startDate, sql`now()`))
    .groupBy(cohorts.courseId)
    .as('sort_key');
}

/**
 * The lowest course price (minor units) of a class of the course that has not ended: what a
 * learner pays at least. Classes are compared as they are priced, currency aside.
 */
function fromPrices(db: Db) {
  return db
    .select({
      courseId: cohorts.courseId,
      value: sql<number>`min(${cohorts.coursePriceMinor})`.as('sort_value'),
    })
    .from(cohorts)
    .where(or(isNull(cohorts.endDate), sql`${cohorts.endDate} > now()`))
    .groupBy(cohorts.courseId)
    .as('sort_key');
}

type SortKey =
  | ReturnType<typeof learnerCounts>
  | ReturnType<typeof nextStarts>
  | ReturnType<typeof fromPrices>;

/** How the catalogue is ordered: the per-course value to join (when the sort reads classes) and the order. */
export interface CatalogueOrder {
  key: SortKey | null;
  order: SQL[];
}

/**
 * The order of a catalogue sort; `rank` is the text search's relevance, null without a search
 * text (newest first then). Courses without the data a sort reads come last, newest first.
 */
export function catalogueOrder(db: Db, sort: CatalogueSort, rank: SQL | null): CatalogueOrder {
  const newest = [desc(courses.createdAt), asc(courses.path)];
  const by = (key: SortKey, direction: SQL): CatalogueOrder => ({
    key,
    order: [sql`${key.value} ${direction}`, ...newest],
  });
  switch (sort) {
    case 'relevance':
      return { key: null, order: rank ? [sql`${rank} DESC`, asc(courses.name), asc(courses.path)] : newest };
    case 'popularity':
      return by(learnerCounts(db), sql`DESC NULLS LAST`);
    case 'start_date':
      return by(nextStarts(db), sql`ASC NULLS LAST`);
    case 'price_asc':
      return by(fromPrices(db), sql`ASC NULLS LAST`);
    case 'price_desc':
      return by(fromPrices(db), sql`DESC NULLS LAST`);
    case 'name_asc':
      return { key: null, order: [asc(courses.name), asc(courses.path)] };
    case 'name_desc':
      return { key: null, order: [desc(courses.name), asc(courses.path)] };
  }
}
