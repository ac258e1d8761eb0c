import { landingPageCalls } from '../../../common/api/catalogue';
import { writeBehindOf } from '../../db/write-behind';
import { serve, servedMethods } from '../../rpc/method';
import { deferCourseVisit } from '../courses';
import { landingPageRead } from './class-hooks';
import { readLandingPage } from './landing-page';
import { seeLandingPage } from './policy';
import { loadReaderCourse } from './visible-course';

/**
 * The course landing page, a method classes add to the `course` resource: who may see a hidden
 * course depends on membership of its classes.
 */
export const landingPageMethods = servedMethods(
  serve(landingPageCalls.getLandingPage, {
    allow: seeLandingPage,
    load: (db, ctx, path) => loadReaderCourse(db, ctx.actor, path),
    run: async (db, ctx, course) => {
      const page = await readLandingPage(db, course);
      await ctx.hooks.emit(landingPageRead, db, ctx, course.id, page);
      if (ctx.actor.userId) deferCourseVisit(writeBehindOf(ctx.deps.database), ctx.actor.userId, course.id);
      return page;
    },
  }),
);
