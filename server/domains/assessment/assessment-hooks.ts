import { defineHook } from '../../modules/hook';

/**
 * A teacher marked a learner's work, or returned it for them to submit again, in the marking
 * transaction (notifications tell the learner), so assessment never imports the domains that act on it.
 */
export const workMarked =
  defineHook<
    [
      marking: {
        attemptId: string;
        learnerId: string;
        markerId: string;
        /** Returned to the learner to submit again, rather than marked. */
        returned: boolean;
        courseId: string;
        coursePath: string;
        cohortId: string;
        pageId: string;
        pagePath: string;
        /** When it was marked (ISO): a second marking of the same attempt is news again. */
        markedAt: string;
      },
    ]
  >('workMarked');
