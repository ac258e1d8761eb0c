import { GetPageInput } from '../../../common/api/course-page';
import { AppError, REASONS } from '../../rpc/app-error';
import { method, type ResourceMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { findVisibleCourse, requireCourseAccess } from '../classes';
import { readCoursePage } from './page-read';

/** Reading a course page (spec §3 Page): a method of the `course` resource (course.rpc.ts). */
export const pageReadMethods: ResourceMethods = {
  read: {
    getPage: method({
      input: GetPageInput,
      // As the landing page: a course hidden from the caller does not exist for them.
      allow: anyone,
      load: (db, ctx, path) => findVisibleCourse(db, ctx.actor, path),
      run: async (db, ctx, course, input) => {
        // The pages are for the course's members (or everyone with guest access): 401, 403, 410.
        requireCourseAccess(ctx.actor, course.actorRole, course);
        const page = await readCoursePage(db, ctx.actor, course, input.pagePath);
        if (!page) throw new AppError('not_found', REASONS.notFound);
        return page;
      },
    }),
  },
};
