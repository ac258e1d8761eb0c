import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { classStandingSql, courseRoleSql, type SocialClass } from './class-standing';

/** Where an announcement goes: a course, and one class of it or (cohortPath null) all of them. */
export interface AnnouncementTarget {
  courseId: string;
  coursePath: string;
  courseRole: string | null;
  /** The class named (null for the whole course). */
  cohortPath: string | null;
  /** The named class with the caller's standing, when it is a class of the course. */
  cohort: SocialClass | null;
  /** The caller is enrolled in, or has a role in, some class of the course. */
  member: boolean;
}

/**
 * The course at `coursePath` with the caller's course role, their membership of its classes and
 * the class at `cohortPath` of it with their standing there (classStandingSql): one query.
 */
export async function loadAnnouncementTarget(
  db: Db,
  userId: string,
  coursePath: string,
  cohortPath: string | null,
): Promise<AnnouncementTarget | undefined> {
  const path = cohortPath === null ? null : cohortPath.trim().toLowerCase();
  const [row] = rowsOf<AnnouncementTarget>(
    await db.execute(sql`
      SELECT co.id AS "courseId", co.path AS "coursePath", ${path}::text AS "cohortPath",
        ${courseRoleSql(userId, sql`co.path`)} AS "courseRole",
        ${
          path === null
            ? sql`NULL::json`
            : classStandingSql(userId, sql`c.path = ${path} AND c.course_id = co.id`)
        } AS cohort,
        EXISTS (SELECT 1 FROM cohorts mc
          LEFT JOIN enrolments me ON me.cohort_id = mc.id AND me.user_id = ${userId}::uuid
          WHERE mc.course_id = co.id AND (me.id IS NOT NULL OR EXISTS (SELECT 1 FROM role_grants g
            WHERE g.user_id = ${userId}::uuid AND g.scope = 'class' AND g.scope_path = mc.path))) AS member
      FROM courses co
      WHERE co.path = ${coursePath.trim().toLowerCase()}`),
  );
  return row;
}

/** The classes of the class at `cohortPath`'s course, each with the caller's standing: one query. */
export async function courseClassesOf(db: Db, userId: string, cohort: SocialClass): Promise<SocialClass[]> {
  const rows = rowsOf<{ cohort: SocialClass }>(
    await db.execute(sql`SELECT ${classStandingSql(userId, sql`c.id = each.id`)} AS cohort
      FROM cohorts each WHERE each.course_id = ${cohort.courseId}::uuid ORDER BY each.name, each.path`),
  );
  return rows.map((row) => row.cohort);
}
