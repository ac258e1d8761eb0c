import { SCREEN_ROUTES } from '../../../common/routes';

/** The class admin address of spec §2: /cohorts/admin/?cohort=…(&tab=…). */
export function classAdminPath(params: { cohort: string; tab?: string }): string {
  const query = new URLSearchParams({ cohort: params.cohort });
  if (params.tab) query.set('tab', params.tab);
  return `${SCREEN_ROUTES.classAdmin}?${query}`;
}
