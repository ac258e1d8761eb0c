import { RecentCoursesInput, RecentPagesInput } from '../../../common/api/catalogue';
import { method, type ResourceMethods } from '../../rpc/method';
import { self } from '../../rpc/policy';
import { loadMe } from '../accounts';
import { recentlyVisitedCourses, recentlyVisitedPages } from './recent-visits';

/** The signed-in user's recently visited courses and pages (spec §7). */
export const recentVisitMethods: ResourceMethods = {
  read: {
    getRecentlyVisitedCourses: method({
      input: RecentCoursesInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me, input) => recentlyVisitedCourses(db, me.userId, input.limit),
    }),
    getRecentlyVisitedPagesForCourse: method({
      input: RecentPagesInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me, input) => recentlyVisitedPages(db, me.userId, input.coursePath, input.limit),
    }),
  },
};
