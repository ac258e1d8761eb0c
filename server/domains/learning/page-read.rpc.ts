import { coursePageCalls } from '../../../common/api/course-page';
import { writeBehindOf } from '../../db/write-behind';
import { AppError, REASONS } from '../../rpc/app-error';
import { serve, servedMethods } from '../../rpc/method';
import { isCourseVisible, readCoursePages } from '../classes';
import { type LoadedCoursePage, loadCoursePage, readCoursePage } from './page-read';
import { pageGroupRefusal } from './policy';

/** Reading a course page (spec §3 Page): a method of the `course` resource (course.rpc.ts). */
export const pageReadMethods = servedMethods(
  serve(coursePageCalls.getPage, {
    // The pages are for the course's members (or everyone with guest access): 401, 403, 410.
    // A page restricted to a group type: 403 group_required for a reader in no such group (policy.ts).
    allow: (actor, { course, page }: LoadedCoursePage) => {
      const verdict = readCoursePages(actor, course);
      return verdict === true && page ? (pageGroupRefusal(actor, course, page) ?? true) : verdict;
    },
    // As the landing page: a course hidden from the caller does not exist for them, and signing in
    // would not make it appear: 404 to a visitor too (a course that needs sign-in is the policy's 401).
    // The course, the caller's facts and the page come in one query; the checks above decide.
    load: async (db, ctx, path, input) => {
      const loaded = await loadCoursePage(db, ctx.actor, path, input.pagePath);
      if (!loaded || !isCourseVisible(ctx.actor, loaded.course)) {
        throw new AppError('not_found', REASONS.notFound);
      }
      return loaded;
    },
    run: async (_db, ctx, { course, page }) => {
      if (!page) throw new AppError('not_found', REASONS.notFound);
      return readCoursePage(ctx.actor, { course, page }, writeBehindOf(ctx.deps.database));
    },
  }),
);
