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
