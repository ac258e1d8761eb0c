import { SCREEN_ROUTES } from '../../../common/routes';

/** The address of a course's landing page. */
export function courseLandingPath(path: string): string {
  return SCREEN_ROUTES.courseLanding.replace(':courseCode', encodeURIComponent(path));
}
