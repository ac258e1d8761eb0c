import { analyticsCalls } from '../../../common/api/analytics';
import { serve, servedMethods } from '../../rpc/method';
import { loadCourse } from '../courses';
import {
  analyticsComments,
  analyticsProgress,
  analyticsStudents,
  classScope,
  courseScope,
} from './analytics';
import { loadSocialClass } from './class-standing';
import { readClassAnalytics, readCourseAnalytics } from './policy';
import { serveSocial } from './social-method';

/** The class analytics tabs (common/api/analytics.ts): methods of the `cohort` resource, by class path. */
export const analyticsMethods = servedMethods(
  serveSocial(
    analyticsCalls.getAnalyticsStudents,
    readClassAnalytics,
    loadSocialClass,
    (db, _ctx, cohort, input) => analyticsStudents(db, classScope(cohort), input),
  ),
  serveSocial(analyticsCalls.getAnalyticsProgress, readClassAnalytics, loadSocialClass, (db, _ctx, cohort) =>
    analyticsProgress(db, classScope(cohort)),
  ),
  serveSocial(
    analyticsCalls.getAnalyticsComments,
    readClassAnalytics,
    loadSocialClass,
    (db, _ctx, cohort, input) => analyticsComments(db, classScope(cohort), input.page),
  ),
);

/** The same tabs across every class of a course: methods of the `course` resource, by course path. */
export const courseAnalyticsMethods = servedMethods(
  serve(analyticsCalls.getCourseAnalyticsStudents, {
    allow: readCourseAnalytics,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: (db, _ctx, course, input) => analyticsStudents(db, courseScope(course), input),
  }),
  serve(analyticsCalls.getCourseAnalyticsProgress, {
    allow: readCourseAnalytics,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: (db, _ctx, course) => analyticsProgress(db, courseScope(course)),
  }),
  serve(analyticsCalls.getCourseAnalyticsComments, {
    allow: readCourseAnalytics,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: (db, _ctx, course, input) => analyticsComments(db, courseScope(course), input.page),
  }),
);
