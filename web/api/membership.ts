import type {
  CohortSchedule,
  EnrolledClassData,
  FirstAvailableMembership,
} from '../../common/api/membership';
import { apiRequest } from './client';

/** Query keys of the membership reads (per user: the reads are the caller's own). */
export const membershipKeys = {
  enrolledClasses: (userId: string) => ['membership', userId, 'classes'] as const,
  firstAvailable: (userId: string, coursePath: string) =>
    ['membership', userId, 'firstAvailable', coursePath] as const,
  schedule: (userId: string, cohortPath: string) => ['membership', userId, 'schedule', cohortPath] as const,
};

/** `read user getEnrolledClassData/me`: the caller's enrolments, classes, courses and their staff. */
export function fetchEnrolledClassData(): Promise<EnrolledClassData> {
  return apiRequest('GET', '/json/user/read/getEnrolledClassData/me', { loginRequired: true });
}

/** `read user getFirstAvailableCourseMembershipData/me`: the caller's first class of a course. */
export function fetchFirstAvailableMembership(coursePath: string): Promise<FirstAvailableMembership> {
  return apiRequest('GET', '/json/user/read/getFirstAvailableCourseMembershipData/me', {
    query: { coursePath },
  });
}

/** `read cohort getCohortSchedule/{cohortPath}`: when each page opens and is due in a class. */
export function fetchCohortSchedule(cohortPath: string): Promise<CohortSchedule> {
  return apiRequest('GET', `/json/cohort/read/getCohortSchedule/${encodeURIComponent(cohortPath)}`);
}
