import type { membershipCalls } from '../../common/api/membership';
import { call, callQuery } from './call';
import { ownUserId } from './own-user';
import { viewerQuery } from './viewer-query';

// The membership reads of the signed-in user (`read user …/{id}`, their own id or `me`) and the
// class schedule (common/api/membership.ts).
type Calls = typeof membershipCalls;

const enrolledClasses = call<Calls['getEnrolledClassData']>('user', 'read', 'getEnrolledClassData');
const firstAvailable = call<Calls['getFirstAvailableCourseMembershipData']>(
  'user',
  'read',
  'getFirstAvailableCourseMembershipData',
);
const schedule = call<Calls['getCohortSchedule']>('cohort', 'read', 'getCohortSchedule');

/** The caller's enrolments, classes, courses and their staff, as query options (keyed by their id). */
export const enrolledClassDataQuery = () =>
  callQuery(enrolledClasses, { id: ownUserId }, { loginRequired: true });

/** The caller's first class of a course, as query options (keyed by their id). */
export const firstAvailableMembershipQuery = (coursePath: string) =>
  callQuery(firstAvailable, { id: ownUserId, input: { coursePath } });

/**
 * When each page opens and is due in a class, as query options keyed by who asks (a self-paced
 * class counts from the asker's own enrolment).
 */
export const cohortScheduleQuery = (cohortPath: string, viewerId: string | null) =>
  viewerQuery(schedule, { id: cohortPath }, viewerId);
