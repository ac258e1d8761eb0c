import type {
  CohortSchedule,
  EnrolledClassData,
  FirstAvailableMembership,
} from '../../common/api/membership';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

/** Query keys of the membership reads (per user: the reads are the caller's own). */
export const membershipKeys = {
  enrolledClasses: (userId: string) => ['membership', userId, 'classes'] as const,
  firstAvailable: (userId: string, coursePath: string) =>
    ['membership', userId, 'firstAvailable', coursePath] as const,
  schedule: (userId: string, cohortPath: string) => ['membership', userId, 'schedule', cohortPath] as const,
};

/** `read user getEnrolledClassData/{id}`: the caller's enrolments, classes, courses and their staff. */
export function fetchEnrolledClassData(): Promise<EnrolledClassData> {
  return apiRequest('GET', ownUserPath('read', 'getEnrolledClassData'), { loginRequired: true });
}

/** `read user getFirstAvailableCourseMembershipData/{id}`: the caller's first class of a course. */
export function fetchFirstAvailableMembership(coursePath: string): Promise<FirstAvailableMembership> {
  return apiRequest('GET', ownUserPath('read', 'getFirstAvailableCourseMembershipData'), {
    query: { coursePath },
  });
}

/** `read cohort getCohortSchedule/{cohortPath}`: when each page opens and is due in a class. */
export function fetchCohortSchedule(cohortPath: string): Promise<CohortSchedule> {
  return apiRequest('GET', `/json/cohort/read/getCohortSchedule/${encodeURIComponent(cohortPath)}`);
}
