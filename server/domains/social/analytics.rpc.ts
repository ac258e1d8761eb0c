import { analyticsCalls } from '../../../common/api/analytics';
import { servedMethods } from '../../rpc/method';
import { analyticsComments, analyticsProgress, analyticsStudents } from './analytics';
import { loadSocialClass } from './class-standing';
import { readClassAnalytics } from './policy';
import { serveSocial } from './social-method';

/** The class analytics tabs (common/api/analytics.ts): methods of the `cohort` resource, by class path. */
export const analyticsMethods = servedMethods(
  serveSocial(
    analyticsCalls.getAnalyticsStudents,
    readClassAnalytics,
    loadSocialClass,
    (db, _ctx, cohort, input) => analyticsStudents(db, cohort, input),
  ),
  serveSocial(analyticsCalls.getAnalyticsProgress, readClassAnalytics, loadSocialClass, (db, _ctx, cohort) =>
    analyticsProgress(db, cohort),
  ),
  serveSocial(
    analyticsCalls.getAnalyticsComments,
    readClassAnalytics,
    loadSocialClass,
    (db, _ctx, cohort, input) => analyticsComments(db, cohort, input.page),
  ),
);
