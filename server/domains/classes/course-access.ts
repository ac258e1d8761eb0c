import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ScheduleStart } from '../../../common/domain/page-schedule';
import { courses } from '../../db/schema';
import { isActiveClassStaff, isActiveLearner } from './active-learner';

// What the course access rule (policy.ts courseAccess) needs to know of the caller and a course's
// classes, read in the query that loads the course.

/** What the course's load query learns about the caller and the course's classes. */
export interface ClassAccessFacts {
  guestAccess: boolean;
  /**
   * 'open': an active enrolment (learner or facilitator) in a class of the course that has not
   * ended, or a class role in one; 'ended': active enrolments only in classes that have ended;
   * null: neither (a pending enrolment counts for nothing).
   */
  classAccess: 'open' | 'ended' | null;
  /**
   * For a plain learner (no staff enrolment) of an open class: when their first available class
   * (earliest enrolment) started, in ms since the epoch. A class without a start date starts for
   * each learner on their enrolment date (self-paced). Null for anyone else.
   */
  learnerStartMs: number | null;
  /** The time zone of that class (its page schedule counts days on its wall clock); null with no start. */
  learnerTz: string | null;
}

/**
 * The columns of ClassAccessFacts for a select over `courses`, as scalar subqueries: the checks
 * ride along in the query that loads the course, so they cost no query of their own. `userId`
 * may be a placeholder of a prepared statement.
 */
export function classAccessColumns(userId: string | Placeholder | null) {
  if (userId === null) {
    return {
      guestAccess: courses.guestAccess,
      classAccess: sql<ClassAccessFacts['classAccess']>`NULL::text`,
      learnerStartMs: sql<number | null>`NULL::float8`,
      learnerTz: sql<string | null>`NULL::text`,
    };
  }
  const classAccess = sql<ClassAccessFacts['classAccess']>`(
    SELECT CASE
      WHEN EXISTS (
        SELECT 1 FROM role_grants g JOIN cohorts gc ON gc.path = g.scope_path
        WHERE g.user_id = ${userId} AND g.scope = 'class' AND gc.course_id = ${courses.id}
      ) THEN 'open'
      WHEN bool_or(c.end_date IS NULL OR c.end_date > now()) THEN 'open'
      WHEN count(*) > 0 THEN 'ended'
    END
    FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
    WHERE e.user_id = ${userId} AND e.status = 'active' AND c.course_id = ${courses.id}
  )`;
  // One column of the plain learner's first open class (earliest enrolment).
  const ofFirstOpenClass = <T>(column: SQL) => sql<T>`(
    SELECT ${column}
    FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
    WHERE e.user_id = ${userId} AND ${isActiveLearner('e')} AND c.course_id = ${courses.id}
      AND (c.end_date IS NULL OR c.end_date > now())
      AND NOT EXISTS (SELECT 1 FROM enrolments s JOIN cohorts sc ON sc.id = s.cohort_id
        WHERE s.user_id = ${userId} AND ${isActiveClassStaff('s')} AND sc.course_id = ${courses.id})
    ORDER BY e.enrolled_at, c.path
    LIMIT 1
  )`;
  const learnerStartMs = ofFirstOpenClass<number | null>(
    sql`(extract(epoch FROM coalesce(c.start_date, e.enrolled_at)) * 1000)::float8`,
  );
  const learnerTz = ofFirstOpenClass<string | null>(sql`c.class_access_tz`);
  return { guestAccess: courses.guestAccess, classAccess, learnerStartMs, learnerTz };
}

/** The start a learner's page schedule counts from, or null when no schedule applies to them. */
export function learnerStart(
  facts: Pick<ClassAccessFacts, 'learnerStartMs' | 'learnerTz'>,
): ScheduleStart | null {
  return facts.learnerStartMs === null
    ? null
    : { at: new Date(Number(facts.learnerStartMs)), timeZone: facts.learnerTz ?? 'UTC' };
}
