import { catalogueCalls } from '../../../common/api/catalogue';
import { serve, servedMethods } from '../../rpc/method';
import { self } from '../../rpc/policy';
import { loadMe } from '../accounts';
import { recentlyVisitedCourses, recentlyVisitedPages } from './recent-visits';

/** The signed-in user's recently visited courses and pages (spec §7), for them alone. */
export const recentVisitMethods = servedMethods(
  serve(catalogueCalls.getRecentlyVisitedCourses, {
    allow: self,
    load: loadMe,
    run: (db, _ctx, me, input) => recentlyVisitedCourses(db, me.userId, input.limit),
  }),
  serve(catalogueCalls.getRecentlyVisitedPagesForCourse, {
    allow: self,
    load: loadMe,
    run: (db, _ctx, me, input) => recentlyVisitedPages(db, me.userId, input.coursePath, input.limit),
  }),
);
