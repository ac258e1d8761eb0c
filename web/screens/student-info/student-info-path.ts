import { SCREEN_ROUTES } from '../../../common/routes';

/** The learner's own information for the class at `cohortPath` (spec §2 /cohorts/studentInfo/). */
export function studentInfoPath(cohortPath: string): string {
  return `${SCREEN_ROUTES.studentInfo}?cohort=${encodeURIComponent(cohortPath)}`;
}
