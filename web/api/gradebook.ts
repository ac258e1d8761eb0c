import type { gradebookCalls } from '../../common/api/gradebook';
import { call, callQuery } from './call';

const getGradebook = call<typeof gradebookCalls.getGradebook>('course', 'read', 'getGradebook');

/** One page of a course's gradebook, of one class or of every class the caller sees (`cohortPath` empty). */
export const gradebookQuery = (coursePath: string, cohortPath: string, page: number) =>
  callQuery(
    getGradebook,
    { id: coursePath, input: { ...(cohortPath && { cohortPath }), page } },
    { loginRequired: true },
  );
