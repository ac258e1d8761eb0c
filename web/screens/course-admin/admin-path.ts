import { SCREEN_ROUTES } from '../../../common/routes';

/** The course admin address of spec §2: /courses/admin/?action=…&course=…(&cohort=…). */
export function courseAdminPath(params: { action: string; course: string; cohort?: string }): string {
  const query = new URLSearchParams({ action: params.action, course: params.course });
  if (params.cohort) query.set('cohort', params.cohort);
  return `${SCREEN_ROUTES.courseAdmin}?${query}`;
}
