import type { coursePageCalls } from '../../common/api/course-page';
import { call, callKeyPrefix, firstReadOptions, request } from './call';
import { viewerKey } from './viewer-query';

const getPage = call<typeof coursePageCalls.getPage>('course', 'read', 'getPage');

/** Query key of a course page as `userId` sees it (flags and visibility depend on who asks). */
export const coursePageKey = (coursePath: string, pagePath: string, userId: string | null) =>
  viewerKey(getPage, { id: coursePath, input: { pagePath } }, userId);

/** A course page with its sections and blocks (records a visit for a signed-in user). */
export function fetchCoursePage(coursePath: string, pagePath: string) {
  return request(getPage, { id: coursePath, input: { pagePath } });
}

/** A course page's query options for the answer that came with a page the server drew (first-reads.ts). */
export function coursePageFirstRead(coursePath: string, pagePath: string) {
  return firstReadOptions(getPage, { id: coursePath, input: { pagePath } });
}

/** The key prefix of every course page read, or of one course's pages: what a change of a page makes stale. */
export function coursePagesKey(coursePath?: string) {
  const prefix = callKeyPrefix(getPage);
  return coursePath === undefined ? prefix : ([...prefix, coursePath] as const);
}
