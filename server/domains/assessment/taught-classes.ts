import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cohorts, courses, enrolments, roleGrants } from '../../db/schema';
import { isActiveClassStaff } from '../classes';

/** A class the caller teaches, as the marking queue names it. */
export interface TaughtClass {
  id: string;
  path: string;
  name: string;
  courseName: string;
}

/**
 * Every class `userId` teaches, across courses, in one query: those they facilitate (an active
 * staff enrolment), administer (a class role), or whose course they administer. The same people as
 * classes' `mayTeachClass`, written for many classes at once; platform staff, who may teach any
 * class, have a queue of only the classes they hold one of these roles in.
 */
export async function taughtClassesOf(db: Db, userId: string): Promise<TaughtClass[]> {
  return db
    .select({ id: cohorts.id, path: cohorts.path, name: cohorts.name, courseName: courses.name })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      sql`EXISTS (SELECT 1 FROM ${enrolments} facilitator WHERE facilitator.cohort_id = ${cohorts.id}
            AND facilitator.user_id = ${userId} AND ${isActiveClassStaff('facilitator')})
        OR EXISTS (SELECT 1 FROM ${roleGrants} grant_row WHERE grant_row.user_id = ${userId}
            AND ((grant_row.scope = 'class' AND grant_row.scope_path = ${cohorts.path}
                  AND grant_row.role = 'cohort administrator')
              OR (grant_row.scope = 'course' AND grant_row.scope_path = ${courses.path}
                  AND grant_row.role = 'administrator')))`,
    )
    .orderBy(asc(courses.name), asc(cohorts.name), asc(cohorts.id));
}
