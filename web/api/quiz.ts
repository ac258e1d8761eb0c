import type { quizCalls, SubmitQuizInput } from '../../common/api/quiz';
import { call, callKeyPrefix, callQuery, request } from './call';

const submitQuizCall = call<typeof quizCalls.submitQuiz>('quiz', 'update', 'submitQuiz');
const pageQuizzes = call<typeof quizCalls.pageQuizzes>('quiz', 'lookup', 'pageQuizzes');

const loginRequired = { loginRequired: true };

/** The key prefix of every page's quizzes. */
export const pageQuizzesKey = callKeyPrefix(pageQuizzes);

/** The signed-in learner's attempts at the quiz blocks of a page, in their class. */
export const pageQuizzesQuery = (pageId: string, cohortPath: string) =>
  callQuery(pageQuizzes, { input: { pageId, cohortPath } }, loginRequired);

/** Submits a quiz block's answers (`submissionData`), or keeps unsubmitted ones (`scratchpadData`). */
export function submitQuiz(blockId: string, input: SubmitQuizInput) {
  return request(submitQuizCall, { id: blockId, input }, loginRequired);
}
