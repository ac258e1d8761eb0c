import type { CoursePageMode } from '../../../common/api/course-page';

/** The address of a course page, in `mode` (view unless told). */
export function coursePagePath(coursePath: string, pagePath: string, mode: CoursePageMode = 'view'): string {
  return `/courses/${encodeURIComponent(coursePath)}/${encodeURIComponent(pagePath)}/?mode=${mode}`;
}
