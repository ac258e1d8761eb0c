import { coursePageCalls } from '../../../common/api/course-page';
import { writeBehindOf } from '../../db/write-behind';
import { AppError, REASONS } from '../../rpc/app-error';
import { serve, servedMethods } from '../../rpc/method';
import { findVisibleCourse, readCoursePages } from '../classes';
import { readCoursePage } from './page-read';

/** Reading a course page (spec §3 Page): a method of the `course` resource (course.rpc.ts). */
export const pageReadMethods = servedMethods(
  serve(coursePageCalls.getPage, {
    // The pages are for the course's members (or everyone with guest access): 401, 403, 410.
    allow: readCoursePages,
    // As the landing page: a course hidden from the caller does not exist for them, and signing in
    // would not make it appear: 404 to a visitor too (a course that needs sign-in is the policy's 401).
    load: async (db, ctx, path) => {
      const course = await findVisibleCourse(db, ctx.actor, path);
      if (!course) throw new AppError('not_found', REASONS.notFound);
      return course;
    },
    run: async (db, ctx, course, input) => {
      const page = await readCoursePage(
        db,
        ctx.actor,
        course,
        input.pagePath,
        writeBehindOf(ctx.deps.database),
      );
      if (!page) throw new AppError('not_found', REASONS.notFound);
      return page;
    },
  }),
);
