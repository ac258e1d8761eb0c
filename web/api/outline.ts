import type { CourseOutline } from '../../common/api/outline';
import { apiRequest } from './client';

/** The outline writes of `update outline …/{coursePath}`. */
export type OutlineChange =
  | 'addModule'
  | 'renameModule'
  | 'deleteModule'
  | 'moveModule'
  | 'addPage'
  | 'renamePage'
  | 'movePage'
  | 'deletePage';

/** Query key of a course's outline. */
export const outlineKey = (coursePath: string) => ['outline', coursePath] as const;

/** A course's outline: objective, outcomes, modules with their pages. */
export function fetchOutline(coursePath: string): Promise<CourseOutline> {
  return apiRequest('GET', `/json/outline/read/getOutline/${encodeURIComponent(coursePath)}`);
}

/** Saves one change of the outline; resolves with the outline as saved. */
export function saveOutlineChange(
  coursePath: string,
  change: OutlineChange,
  body: Record<string, unknown>,
): Promise<CourseOutline> {
  return apiRequest('POST', `/json/outline/update/${change}/${encodeURIComponent(coursePath)}`, {
    body,
    loginRequired: true,
  });
}
