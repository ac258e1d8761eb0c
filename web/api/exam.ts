import type { examCalls } from '../../common/api/exam';
import { type CallInput, call, callKeyPrefix, callQuery, request } from './call';

const listExams = call<typeof examCalls.listExams>('exam', 'lookup', 'listExams');
const createExamCall = call<typeof examCalls.createExam>('exam', 'create', undefined);
const getExam = call<typeof examCalls.getExam>('exam', 'read', 'getExam');
const updateExamCall = call<typeof examCalls.updateExam>('exam', 'update', 'updateExam');
const removeExamCall = call<typeof examCalls.removeExam>('exam', 'delete', 'removeExam');
const releaseResultsCall = call<typeof examCalls.releaseResults>('exam', 'update', 'releaseResults');
const examResults = call<typeof examCalls.examResults>('exam', 'read', 'examResults');
const myExams = call<typeof examCalls.myExams>('exam', 'lookup', 'myExams');
const takeExam = call<typeof examCalls.takeExam>('exam', 'read', 'takeExam');
const startExamCall = call<typeof examCalls.startExam>('exam', 'update', 'startExam');
const saveAnswersCall = call<typeof examCalls.saveExamAnswers>('exam', 'update', 'saveExamAnswers');
const submitExamCall = call<typeof examCalls.submitExam>('exam', 'update', 'submitExam');

const loginRequired = { loginRequired: true };

/** The key prefix of every exam read: what a course team's change makes stale. */
export const examsKey = [listExams.resource] as const;

/** The course's exams, for its team. */
export const examsQuery = (coursePath: string) =>
  callQuery(listExams, { input: { coursePath } }, loginRequired);
export const examQuery = (examId: string) => callQuery(getExam, { id: examId }, loginRequired);
/** Each learner of the classes the caller teaches, with their standing in the exam. */
export const examResultsQuery = (examId: string) => callQuery(examResults, { id: examId }, loginRequired);

export const createExam = (input: CallInput<typeof examCalls.createExam>) =>
  request(createExamCall, { input }, loginRequired);
export const updateExam = (examId: string, input: CallInput<typeof examCalls.updateExam>) =>
  request(updateExamCall, { id: examId, input }, loginRequired);
export const removeExam = (examId: string) => request(removeExamCall, { id: examId }, loginRequired);
export const releaseResults = (examId: string) => request(releaseResultsCall, { id: examId }, loginRequired);

/** The signed-in learner's exams in their class of a course (404 for anyone who learns in none). */
export const myExamsQuery = (coursePath: string) =>
  callQuery(myExams, { input: { coursePath } }, loginRequired);
/** The key prefix of every learner's list of exams: what an attempt makes stale. */
export const myExamsKey = callKeyPrefix(myExams);

/** A learner's standing in an exam of their class, the attempt under way, and its review once released. */
export const takeExamQuery = (examId: string, cohortPath: string) =>
  callQuery(takeExam, { id: examId, input: { cohortPath } }, loginRequired);

export const startExam = (examId: string, cohortPath: string) =>
  request(startExamCall, { id: examId, input: { cohortPath } }, loginRequired);

type Answers = CallInput<typeof examCalls.saveExamAnswers>['answers'];

/** Keeps the answers so far of the attempt under way (autosave). */
export const saveExamAnswers = (examId: string, cohortPath: string, answers: Answers) =>
  request(saveAnswersCall, { id: examId, input: { cohortPath, answers } }, loginRequired);
/** Hands the attempt in with these last answers. */
export const submitExam = (examId: string, cohortPath: string, answers: Answers) =>
  request(submitExamCall, { id: examId, input: { cohortPath, answers } }, loginRequired);
