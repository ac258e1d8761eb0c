import { and, count, eq } from 'drizzle-orm';
import { COURSE_REASONS } from '../../../common/api/course';
import type { Db } from '../../db/client';
import { roleGrants } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import type { LoadedCourse } from './course-store';

const ofCourse = (path: string) => and(eq(roleGrants.scope, 'course'), eq(roleGrants.scopePath, path));

/** Take `userId`'s role in the course away; the last administrator stays. */
export async function removeCourseRole(
  db: Db,
  course: LoadedCourse,
  userId: string,
): Promise<{ removed: true }> {
  const [grant] = await db
    .select({ role: roleGrants.role })
    .from(roleGrants)
    .where(and(ofCourse(course.path), eq(roleGrants.userId, userId)))
    .for('update');
  if (!grant) throw new AppError('not_found', REASONS.notFound);
  if (grant.role === 'administrator') {
    const [admins] = await db
      .select({ n: count() })
      .from(roleGrants)
      .where(and(ofCourse(course.path), eq(roleGrants.role, 'administrator')));
    if ((admins?.n ?? 0) <= 1) throw new AppError('conflict', COURSE_REASONS.lastAdministrator);
  }
  await db.delete(roleGrants).where(and(ofCourse(course.path), eq(roleGrants.userId, userId)));
  return { removed: true };
}
