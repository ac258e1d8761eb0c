import { and, eq, type SQL } from 'drizzle-orm';
import type { CourseRole } from '../../../common/domain/course-classification';
import type { Db } from '../../db/client';
import { courses, roleGrants } from '../../db/schema';

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
