import { type SQL, sql } from 'drizzle-orm';
import type { ScheduleStart } from '../../../common/domain/page-schedule';
import { type Db, rowsOf } from '../../db/client';
import type { LoadedClass } from '../classes';

/**
 * A class as the social calls load it: classes' LoadedClass (so mayTeachClass applies) with
 * whether it has ended, whether the caller is an active learner of it and where their page
 * schedule in it starts.
 */
export interface SocialClass extends LoadedClass {
  /** The class's end date has passed. */
  ended: boolean;
  /** The caller is an active learner (not staff) of it. */
  learner: boolean;
  /** When the caller's schedule starts: the class's start, or their enrolment (self-paced); ms since the epoch. */
  startMs: number | null;
  timeZone: string;
}

/** A user id that matches no one, for a visitor's standing. */
export const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * The caller's role in the course at `coursePath` (a column or value of the outer query), as a
 * scalar subquery.
 */
export const courseRoleSql = (userId: string, coursePath: SQL): SQL<string | null> =>
  sql<string | null>`(SELECT g.role FROM role_grants g
    WHERE g.user_id = ${userId}::uuid AND g.scope = 'course' AND g.scope_path = ${coursePath} LIMIT 1)`;

/**
 * The class matched by `where` (over `c`, the cohorts row, and `co`, its course) with the caller's
 * course role, class role and enrolment in it, as one JSON value: a scalar subquery that rides
 * along in the query loading the target, so a policy needs no query of its own.
 */
export function classStandingSql(userId: string, where: SQL): SQL<SocialClass | null> {
  return sql<SocialClass | null>`(
    SELECT json_build_object(
      'id', c.id, 'path', c.path, 'name', c.name,
      'courseId', co.id, 'coursePath', co.path, 'courseName', co.name, 'courseDisplayed', co.displayed,
      'courseRole', ${courseRoleSql(userId, sql`co.path`)},
      'classRole', (SELECT g.role FROM role_grants g
        WHERE g.user_id = ${userId}::uuid AND g.scope = 'class' AND g.scope_path = c.path LIMIT 1),
      'enrolment', CASE WHEN e.id IS NULL THEN NULL
        ELSE json_build_object('id', e.id, 'status', e.status, 'staff', e.staff) END,
      'ended', c.end_date IS NOT NULL AND c.end_date <= now(),
      'learner', coalesce(e.status = 'active' AND NOT e.staff, false),
      'startMs', (extract(epoch FROM coalesce(c.start_date, e.enrolled_at)) * 1000)::float8,
      'timeZone', c.class_access_tz)
    FROM cohorts c JOIN courses co ON co.id = c.course_id
    LEFT JOIN enrolments e ON e.cohort_id = c.id AND e.user_id = ${userId}::uuid
    WHERE ${where})`;
}

/** Where the caller's page schedule starts in `cohort`, or null before they have a start. */
export function scheduleStartIn(cohort: SocialClass): ScheduleStart | null {
  return cohort.startMs === null ? null : { at: new Date(Number(cohort.startMs)), timeZone: cohort.timeZone };
}

/** `at` (a timestamptz of the outer query) plus `days` (an integer column) on `timeZone`'s wall clock, in SQL. */
export const afterDaysSql = (at: SQL, days: SQL, timeZone: SQL): SQL =>
  sql`((${at} AT TIME ZONE ${timeZone}) + ${days} * interval '1 day') AT TIME ZONE ${timeZone}`;

/** The class at `cohortPath` (any case) with the caller's standing in it (classStandingSql), in one query. */
export async function loadSocialClass(
  db: Db,
  userId: string,
  cohortPath: string,
): Promise<SocialClass | undefined> {
  const path = cohortPath.trim().toLowerCase();
  const [row] = rowsOf<{ cohort: SocialClass | null }>(
    await db.execute(sql`SELECT ${classStandingSql(userId, sql`c.path = ${path}`)} AS cohort`),
  );
  return row?.cohort ?? undefined;
}
