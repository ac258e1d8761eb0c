import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { loadCourseClasses } from '../classes';
import { loadCourse } from '../courses';

/** The course at `coursePath` with the caller's role, and its classes with the caller's standing in each: two queries. */
export async function loadCourseWithClasses(db: Db, ctx: Pick<RequestContext, 'actor'>, coursePath: string) {
  const course = await loadCourse(db, ctx.actor.userId, coursePath);
  return course && { course, classes: await loadCourseClasses(db, ctx, course.id) };
}
