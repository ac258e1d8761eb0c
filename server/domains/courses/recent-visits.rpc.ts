import { catalogueCalls } from '../../../common/api/catalogue';
import { writeBehindOf } from '../../db/write-behind';
import { serve, servedMethods } from '../../rpc/method';
import { self } from '../../rpc/policy';
import { loadMe } from '../accounts';
import { recentlyVisitedCourses, recentlyVisitedPages } from './recent-visits';

/**
 * The signed-in user's recently visited courses and pages (spec §7), for them alone: their visits
 * still in this process's write-behind buffer are written first, so they read their own visits.
 */
export const recentVisitMethods = servedMethods(
  serve(catalogueCalls.getRecentlyVisitedCourses, {
    allow: self,
    load: loadMe,
    run: async (db, ctx, me, input) => {
      await writeBehindOf(ctx.deps.database).settle(db, me.userId);
      return recentlyVisitedCourses(db, me.userId, input.limit);
    },
  }),
  serve(catalogueCalls.getRecentlyVisitedPagesForCourse, {
    allow: self,
    load: loadMe,
    run: async (db, ctx, me, input) => {
      await writeBehindOf(ctx.deps.database).settle(db, me.userId);
      return recentlyVisitedPages(db, me.userId, input.coursePath, input.limit);
    },
  }),
);
