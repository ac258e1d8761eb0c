import type { AnalyticsStudentSort, analyticsCalls } from '../../common/api/analytics';
import { call, callQuery } from './call';

type Calls = typeof analyticsCalls;

const forClass = {
  students: call<Calls['getAnalyticsStudents']>('cohort', 'read', 'getAnalyticsStudents'),
  progress: call<Calls['getAnalyticsProgress']>('cohort', 'read', 'getAnalyticsProgress'),
  comments: call<Calls['getAnalyticsComments']>('cohort', 'read', 'getAnalyticsComments'),
};
const forCourse = {
  students: call<Calls['getCourseAnalyticsStudents']>('course', 'read', 'getCourseAnalyticsStudents'),
  progress: call<Calls['getCourseAnalyticsProgress']>('course', 'read', 'getCourseAnalyticsProgress'),
  comments: call<Calls['getCourseAnalyticsComments']>('course', 'read', 'getCourseAnalyticsComments'),
};

const loginRequired = { loginRequired: true };

/** Whose analytics: a class (by its path), or every class of a course at once (by the course's). */
export type AnalyticsOf = { cohortPath: string } | { coursePath: string };

// The course's calls take and answer exactly what the class's do (common/api/analytics.ts): one
// type of query options serves both, so a view needs not know whose analytics it shows.
const callsOf = (of: AnalyticsOf) =>
  'cohortPath' in of ? forClass : (forCourse as unknown as typeof forClass);
const idOf = (of: AnalyticsOf) => ('cohortPath' in of ? of.cohortPath : of.coursePath);

/** One page (25) of the learners with their posts, comments and kudos, and the totals. */
export const analyticsStudentsQuery = (
  of: AnalyticsOf,
  sort: AnalyticsStudentSort,
  order: 'asc' | 'desc',
  page: number,
) => callQuery(callsOf(of).students, { id: idOf(of), input: { sort, order, page } }, loginRequired);

/** How far the learners are through the course: completion bands and each page's views and completions. */
export const analyticsProgressQuery = (of: AnalyticsOf) =>
  callQuery(callsOf(of).progress, { id: idOf(of), input: {} }, loginRequired);

/** One page (10) of the latest comments, with the posts and comments of the last 30 days. */
export const analyticsCommentsQuery = (of: AnalyticsOf, page: number) =>
  callQuery(callsOf(of).comments, { id: idOf(of), input: { page } }, loginRequired);
