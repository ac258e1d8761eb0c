import { and, eq, type SQL } from 'drizzle-orm';
import type { CourseRole } from '../../../common/domain/course-classification';
import {
  canAdministerCourse,
  canEditLandingPage,
  canWriteCourse,
} from '../../../common/domain/course-permissions';
import type { Db } from '../../db/client';
import { courses, roleGrants } from '../../db/schema';
import type { Actor } from '../../rpc/actor';

/** The course role of `userId` in the course at `coursePath`, or null. */
export async function courseRoleOf(db: Db, userId: string, coursePath: string): Promise<CourseRole | null> {
  const [grant] = await db
    .select({ role: roleGrants.role })
    .from(roleGrants)
    .where(
      and(
        eq(roleGrants.userId, userId),
        eq(roleGrants.scope, 'course'),
        eq(roleGrants.scopePath, coursePath),
      ),
    );
  return (grant?.role as CourseRole | undefined) ?? null;
}

/**
 * The condition joining `userId`'s course role grant to the row of `courses` in the query:
 * `.leftJoin(roleGrants, courseGrantOf(userId))` reads their course role (null: none) with the course.
 */
export function courseGrantOf(userId: string): SQL {
  return and(
    eq(roleGrants.userId, userId),
    eq(roleGrants.scope, 'course'),
    eq(roleGrants.scopePath, courses.path),
  ) as SQL;
}

/** A loaded course row carrying the caller's role in it (read with the row, so `allow` needs no query). */
export interface WithCourseRole {
  myRole: CourseRole | null;
}

const isStaff = (actor: Actor) => actor.userId !== null && (actor.isStaff || actor.isSuperUser);

/** Administer a course: its administrators, and staff for every course. */
export const administerCourse = (actor: Actor, course: WithCourseRole): boolean =>
  isStaff(actor) || (actor.userId !== null && canAdministerCourse(course.myRole));

/** Design a course (content and settings): administrators, design admins and staff. */
export const designCourse = (actor: Actor, course: WithCourseRole): boolean =>
  isStaff(actor) || (actor.userId !== null && canWriteCourse(course.myRole));

/** Change the landing-page settings: design, promo and full administrators, and staff. */
export const promoteCourse = (actor: Actor, course: WithCourseRole): boolean =>
  isStaff(actor) || (actor.userId !== null && canEditLandingPage(course.myRole));

/** See a course's data: anyone when it is displayed, otherwise its course roles and staff. */
export const seeCourse = (actor: Actor, course: WithCourseRole & { displayed: boolean }): boolean =>
  course.displayed || isStaff(actor) || course.myRole !== null;
