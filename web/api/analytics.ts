import type { AnalyticsStudentSort, analyticsCalls } from '../../common/api/analytics';
import { call, callQuery } from './call';

const getStudents = call<typeof analyticsCalls.getAnalyticsStudents>(
  'cohort',
  'read',
  'getAnalyticsStudents',
);
const getProgress = call<typeof analyticsCalls.getAnalyticsProgress>(
  'cohort',
  'read',
  'getAnalyticsProgress',
);
const getComments = call<typeof analyticsCalls.getAnalyticsComments>(
  'cohort',
  'read',
  'getAnalyticsComments',
);

const loginRequired = { loginRequired: true };

/** One page (25) of a class's learners with their posts, comments and kudos, and the class's totals. */
export const analyticsStudentsQuery = (
  cohortPath: string,
  sort: AnalyticsStudentSort,
  order: 'asc' | 'desc',
  page: number,
) => callQuery(getStudents, { id: cohortPath, input: { sort, order, page } }, loginRequired);

/** How far a class's learners are through the course: completion bands and each page's views and completions. */
export const analyticsProgressQuery = (cohortPath: string) =>
  callQuery(getProgress, { id: cohortPath, input: {} }, loginRequired);

/** One page (10) of a class's latest comments, with its posts and comments of the last 30 days. */
export const analyticsCommentsQuery = (cohortPath: string, page: number) =>
  callQuery(getComments, { id: cohortPath, input: { page } }, loginRequired);
