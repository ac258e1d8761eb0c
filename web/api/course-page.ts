import type { CoursePage } from '../../common/api/course-page';
import { apiRequest } from './client';

/** Query key of a course page as `userId` sees it (flags and visibility depend on who asks). */
export const coursePageKey = (coursePath: string, pagePath: string, userId: string | null) =>
  ['coursePage', coursePath, pagePath, userId] as const;

/** A course page with its sections and blocks (records a visit for a signed-in user). */
export function fetchCoursePage(coursePath: string, pagePath: string): Promise<CoursePage> {
  return apiRequest('GET', `/json/course/read/getPage/${encodeURIComponent(coursePath)}`, {
    query: { pagePath },
  });
}
