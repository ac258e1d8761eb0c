import { z } from 'zod';
import { method, type ResourceMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { recordCourseVisit } from '../courses';
import { readLandingPage } from './landing-page';
import { findVisibleCourse } from './visible-course';

/**
 * The course landing page, a method classes add to the `course` resource: who may see a hidden
 * course depends on membership of its classes.
 */
export const landingPageMethods: ResourceMethods = {
  read: {
    getLandingPage: method({
      input: z.object({}),
      // Visibility is decided by `load`: a course hidden from the caller does not exist for them.
      allow: anyone,
      load: (db, ctx, path) => findVisibleCourse(db, ctx.actor, path),
      run: async (db, ctx, course) => {
        const page = await readLandingPage(db, course);
        if (ctx.actor.userId) await recordCourseVisit(db, ctx.actor.userId, course.id);
        return page;
      },
    }),
  },
};
