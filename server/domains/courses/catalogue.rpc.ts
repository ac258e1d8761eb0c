import { z } from 'zod';
import { CatalogueSearchInput } from '../../../common/api/catalogue';
import { anyone } from '../../rpc/actor';
import { method, type ResourceMethods } from '../../rpc/method';
import { searchCatalogue } from './catalogue-search';
import { findVisibleCourse, readLandingPage, recordCourseVisit } from './landing-page';

/** The catalogue and course landing pages: methods of the `course` resource (course.rpc.ts). */
export const catalogueMethods: ResourceMethods = {
  lookup: {
    search: method({
      input: CatalogueSearchInput,
      allow: anyone,
      run: (db, _ctx, _loaded, input) => searchCatalogue(db, input),
    }),
  },
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
