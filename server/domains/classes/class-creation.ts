import type { z } from 'zod';
import type { CreateClassInput, CreatedClass } from '../../../common/api/cohort';
import { canAdministerCourse } from '../../../common/domain/course-permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { loadOutlineCourse, type OutlineCourse } from '../courses';
import { storedSettings } from './class-settings';
import { createClass } from './class-store';

/** Run a course's classes (create, delete, choose the default): its administrators and platform staff. */
export function mayAdministerClasses(actor: Actor, courseRole: string | null): boolean {
  return actor.userId !== null && (canAdministerCourse(courseRole) || actor.isStaff || actor.isSuperUser);
}

/**
 * The course at `coursePath` when the caller may run its classes: a course they hold no role in
 * (and staff do not see) is 404, one they hold a lesser role in is 403.
 */
export async function loadClassesCourse(
  db: Db,
  ctx: RequestContext,
  coursePath: string,
): Promise<OutlineCourse> {
  const course = await loadOutlineCourse(db, ctx, coursePath);
  const { actor } = ctx;
  if (!course || !(course.role !== null || actor.isStaff || actor.isSuperUser || course.displayed)) {
    throw new AppError('not_found', REASONS.notFound);
  }
  return course;
}

/** Create a class in a course the caller administers. */
export async function createClassInCourse(
  db: Db,
  ctx: RequestContext,
  input: z.output<typeof CreateClassInput>,
): Promise<CreatedClass> {
  const { coursePath, path, name, ...form } = input;
  const course = await loadClassesCourse(db, ctx, coursePath);
  if (!mayAdministerClasses(ctx.actor, course.role)) throw new AppError('forbidden', REASONS.forbidden);
  const created = await createClass(
    db,
    { courseId: course.id, ...(path && { path }), ...storedSettings({ name, ...form }) },
    ctx.actor.userId,
  );
  return { path: created.path, coursePath: course.path };
}
