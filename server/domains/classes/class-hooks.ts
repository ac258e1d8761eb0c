import type { CourseLandingPage } from '../../../common/api/catalogue';
import type { EnrolledClassData } from '../../../common/api/membership';
import { defineHook } from '../../modules/hook';

/**
 * A class's staff approved a learner's request to join, in the deciding transaction (notifications
 * tell the learner), so classes never imports the domains that act on it.
 */
export const enrolmentApproved =
  defineHook<
    [
      approval: {
        userId: string;
        approverId: string;
        cohortId: string;
        cohortPath: string;
        courseId: string;
        coursePath: string;
      },
    ]
  >('enrolmentApproved');

/**
 * `getEnrolledClassData` read the caller's classes: higher domains add their own parts of the
 * answer to `data` in place (certification its `qualificationEnrolments`), in the same call, so
 * classes never imports them.
 */
export const enrolledClassDataRead =
  defineHook<[userId: string, data: EnrolledClassData]>('enrolledClassDataRead');

/**
 * The course landing page of `courseId` was read: higher domains add their parts of the answer to
 * `page` in place (certification the certificate the course issues), in the same call.
 */
export const landingPageRead = defineHook<[courseId: string, page: CourseLandingPage]>('landingPageRead');
