import type { quizCalls, SubmitQuizInput } from '../../common/api/quiz';
import { type CallInput, call, callKeyPrefix, callQuery, request } from './call';

const submitQuizCall = call<typeof quizCalls.submitQuiz>('quiz', 'update', 'submitQuiz');
const pageQuizzes = call<typeof quizCalls.pageQuizzes>('quiz', 'lookup', 'pageQuizzes');
const classResults = call<typeof quizCalls.classResults>('quiz', 'lookup', 'classResults');
const markAttemptCall = call<typeof quizCalls.markAttempt>('quiz', 'update', 'markAttempt');
const myGrades = call<typeof quizCalls.myGrades>('quiz', 'lookup', 'myGrades');

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

/** A quiz block's results in the classes the caller teaches (404 for anyone who teaches none). */
export const classResultsQuery = (blockId: string) =>
  callQuery(classResults, { input: { blockId } }, loginRequired);

/** The key prefix of every block's class results: what a submission makes stale. */
export const classResultsKey = callKeyPrefix(classResults);

/** A teacher's mark of an attempt, or its return to the learner to submit again. */
export function markAttempt(attemptId: string, input: CallInput<typeof quizCalls.markAttempt>) {
  return request(markAttemptCall, { id: attemptId, input }, loginRequired);
}

/** The signed-in learner's grades in their class of a course (404 for anyone who learns in none of its classes). */
export const myGradesQuery = (coursePath: string) =>
  callQuery(myGrades, { input: { coursePath } }, loginRequired);

/** The key prefix of every learner's grades: what a submission makes stale. */
export const myGradesKey = callKeyPrefix(myGrades);
