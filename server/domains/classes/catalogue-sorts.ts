import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { CatalogueSort } from '../../../common/domain/course-classification';
import { cohorts, courses, enrolments } from '../../db/schema';

// The sorts of spec §9 that read a course's classes, each one correlated subquery on the
// classes of the row's course (cohorts_course_idx), so a page costs one query whatever its size.

/** Learners (not staff) with an active place in any class of the course. */
const learnerCount = sql`(
  SELECT count(*) FROM ${enrolments}
  JOIN ${cohorts} ON ${cohorts.id} = ${enrolments.cohortId}
  WHERE ${cohorts.courseId} = ${courses.id} AND ${enrolments.status} = 'active' AND NOT ${enrolments.staff})`;

/** The soonest start of a class of the course still to come; null when none is dated ahead. */
const nextStart = sql`(
  SELECT min(${cohorts.startDate}) FROM ${cohorts}
  WHERE ${cohorts.courseId} = ${courses.id} AND ${cohorts.startDate} >= now())`;

/**
 * The lowest course price (minor units) of a class of the course that has not ended: what a
 * learner pays at least. Classes of one course are compared as they are priced, currency aside.
 */
const fromPrice = sql`(
  SELECT min(${cohorts.coursePriceMinor}) FROM ${cohorts}
  WHERE ${cohorts.courseId} = ${courses.id} AND (${cohorts.endDate} IS NULL OR ${cohorts.endDate} > now()))`;

/**
 * The order of a catalogue sort; `rank` is the text search's relevance, null without a search
 * text (newest first then). Courses without the data a sort reads come last, newest first.
 */
export function catalogueOrder(sort: CatalogueSort, rank: SQL | null): SQL[] {
  const newest = [desc(courses.createdAt), asc(courses.path)];
  switch (sort) {
    case 'relevance':
      return rank ? [sql`${rank} DESC`, asc(courses.name), asc(courses.path)] : newest;
    case 'popularity':
      return [sql`${learnerCount} DESC`, ...newest];
    case 'start_date':
      return [sql`${nextStart} ASC NULLS LAST`, ...newest];
    case 'price_asc':
      return [sql`${fromPrice} ASC NULLS LAST`, ...newest];
    case 'price_desc':
      return [sql`${fromPrice} DESC NULLS LAST`, ...newest];
    case 'name_asc':
      return [asc(courses.name), asc(courses.path)];
    case 'name_desc':
      return [desc(courses.name), asc(courses.path)];
  }
}
