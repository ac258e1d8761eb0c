import { type Placeholder, sql } from 'drizzle-orm';
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
   * ended, or a class role in one; 'suspended': otherwise, a place in a class that has not ended
   * suspended until its unpaid instalment is paid (commerce suspends and restores it); 'ended':
   * active enrolments only in classes that have ended; null: none of these (a pending enrolment
   * counts for nothing).
   */
  classAccess: 'open' | 'ended' | 'suspended' | null;
  /**
   * For a plain learner (no staff enrolment) of an open class, their first available class
   * (earliest enrolment): when it started, in ms since the epoch (a class without a start date
   * starts for each learner on their enrolment date: self-paced), and its time zone (its page
   * schedule counts days on its wall clock). Null for anyone else.
   */
  learnerClass: { startMs: number; timeZone: string | null } | null;
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
      learnerClass: sql<ClassAccessFacts['learnerClass']>`NULL::json`,
    };
  }
  const classAccess = sql<ClassAccessFacts['classAccess']>`(
    SELECT CASE
      WHEN EXISTS (
        SELECT 1 FROM role_grants g JOIN cohorts gc ON gc.path = g.scope_path
        WHERE g.user_id = ${userId} AND g.scope = 'class' AND gc.course_id = ${courses.id}
      ) THEN 'open'
      WHEN bool_or(e.status = 'active' AND (c.end_date IS NULL OR c.end_date > now())) THEN 'open'
      WHEN bool_or(c.end_date IS NULL OR c.end_date > now()) THEN 'suspended'
      WHEN bool_or(e.status = 'active') THEN 'ended'
    END
    FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
    WHERE e.user_id = ${userId} AND e.status IN ('active', 'suspended') AND c.course_id = ${courses.id}
  )`;
  // The plain learner's first open class (earliest enrolment), both of its facts in one subquery.
  const learnerClass = sql<ClassAccessFacts['learnerClass']>`(
    SELECT json_build_object(
      'startMs', (extract(epoch FROM coalesce(c.start_date, e.enrolled_at)) * 1000)::float8,
      'timeZone', c.class_access_tz)
    FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
    WHERE e.user_id = ${userId} AND ${isActiveLearner('e')} AND c.course_id = ${courses.id}
      AND (c.end_date IS NULL OR c.end_date > now())
      AND NOT EXISTS (SELECT 1 FROM enrolments s JOIN cohorts sc ON sc.id = s.cohort_id
        WHERE s.user_id = ${userId} AND ${isActiveClassStaff('s')} AND sc.course_id = ${courses.id})
    ORDER BY e.enrolled_at, c.path
    LIMIT 1
  )`;
  return { guestAccess: courses.guestAccess, classAccess, learnerClass };
}

/** The start a learner's page schedule counts from, or null when no schedule applies to them. */
export function learnerStart(facts: Pick<ClassAccessFacts, 'learnerClass'>): ScheduleStart | null {
  const { learnerClass } = facts;
  return learnerClass === null
    ? null
    : { at: new Date(Number(learnerClass.startMs)), timeZone: learnerClass.timeZone ?? 'UTC' };
}
