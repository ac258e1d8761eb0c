import { sql } from 'drizzle-orm';
import { courses } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import { isActiveClassStaff, isActiveLearner } from './active-learner';
import { CLASS_REASONS } from './class-reasons';

/**
 * Who may read a course's pages: its course roles and platform staff; active learners and
 * facilitators of any of its classes that has not ended, and its classes' cohort administrators;
 * anyone, signed in or not, when the course allows guest access.
 */

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
}

/**
 * The columns of ClassAccessFacts for a select over `courses`, as scalar subqueries: the checks
 * ride along in the query that loads the course, so they cost no query of their own.
 */
export function classAccessColumns(userId: string | null) {
  if (userId === null) {
    return {
      guestAccess: courses.guestAccess,
      classAccess: sql<ClassAccessFacts['classAccess']>`NULL::text`,
      learnerStartMs: sql<number | null>`NULL::float8`,
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
  const learnerStartMs = sql<number | null>`(
    SELECT (extract(epoch FROM coalesce(c.start_date, e.enrolled_at)) * 1000)::float8
    FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
    WHERE e.user_id = ${userId} AND ${isActiveLearner('e')} AND c.course_id = ${courses.id}
      AND (c.end_date IS NULL OR c.end_date > now())
      AND NOT EXISTS (SELECT 1 FROM enrolments s JOIN cohorts sc ON sc.id = s.cohort_id
        WHERE s.user_id = ${userId} AND ${isActiveClassStaff('s')} AND sc.course_id = ${courses.id})
    ORDER BY e.enrolled_at, c.path
    LIMIT 1
  )`;
  return { guestAccess: courses.guestAccess, classAccess, learnerStartMs };
}

/** Why a caller may not read a course's pages, as the error code the request answers with. */
export type CourseAccessRefusal = 'not_signed_in' | 'course_access_denied' | 'class_ended';

/** May `actor`, holding `courseRole`, read the course's pages? The refusal when not. */
export function courseAccessRefusal(
  actor: Actor,
  courseRole: string | null,
  facts: Pick<ClassAccessFacts, 'guestAccess' | 'classAccess'>,
): CourseAccessRefusal | null {
  if (facts.guestAccess) return null;
  if (actor.userId === null) return 'not_signed_in';
  if (actor.isStaff || actor.isSuperUser || courseRole !== null || facts.classAccess === 'open') return null;
  return facts.classAccess === 'ended' ? 'class_ended' : 'course_access_denied';
}

const REFUSAL_REASONS: Record<CourseAccessRefusal, string> = {
  not_signed_in: REASONS.notSignedIn,
  course_access_denied: CLASS_REASONS.courseAccessDenied,
  class_ended: CLASS_REASONS.classEnded,
};

/** Throw the refusal of courseAccessRefusal: 401, 403 course_access_denied or 410 class_ended. */
export function requireCourseAccess(
  actor: Actor,
  courseRole: string | null,
  facts: Pick<ClassAccessFacts, 'guestAccess' | 'classAccess'>,
): void {
  const refusal = courseAccessRefusal(actor, courseRole, facts);
  if (refusal) throw new AppError(refusal, REFUSAL_REASONS[refusal]);
}

/** The start a learner's page schedule counts from, or null when no schedule applies to them. */
export function learnerStart(facts: Pick<ClassAccessFacts, 'learnerStartMs'>): Date | null {
  return facts.learnerStartMs === null ? null : new Date(Number(facts.learnerStartMs));
}
