import type { progressCalls, StudentSort } from '../../common/api/progress';
import { call, callKeyPrefix, callQuery, request } from './call';

const myProgress = call<typeof progressCalls.myProgress>('progress', 'lookup', 'myProgress');
const courseActivity = call<typeof progressCalls.courseActivity>('progress', 'lookup', 'courseActivity');
const pageCompletions = call<typeof progressCalls.pageCompletions>('progress', 'lookup', 'pageCompletions');
const completeBlock = call<typeof progressCalls.completeBlock>('progress', 'execute', 'completeBlock');
const uncompleteBlock = call<typeof progressCalls.uncompleteBlock>('progress', 'execute', 'uncompleteBlock');
const getStudents = call<typeof progressCalls.getStudents>('cohort', 'read', 'getStudents');
const startExport = call<typeof progressCalls.startStudentExport>('cohort', 'update', 'startStudentExport');
const getExport = call<typeof progressCalls.getStudentExport>('cohort', 'read', 'getStudentExport');

const loginRequired = { loginRequired: true };

/** The key prefix of every query of the progress resource: what a block marked done makes stale. */
export const progressQueriesKey = [myProgress.resource] as const;

/** The key prefix of every course activity: what the course outline's completion ticks read. */
export const courseActivityKey = callKeyPrefix(courseActivity);

/** The signed-in user's classes with their course progress (spec §3 Progress). */
export const myProgressQuery = () => callQuery(myProgress, {}, loginRequired);

/** A course's pages with the learner's status on each (the caller's own without `userId`). */
export const courseActivityQuery = (coursePath: string, userId?: string) =>
  callQuery(courseActivity, { input: { coursePath, ...(userId && { userId }) } }, loginRequired);

/** Whether the caller learns in the page's course, and the page's blocks they have done. */
export const pageCompletionsQuery = (pageId: string) => callQuery(pageCompletions, { input: { pageId } });

/** Marks a progress-contributing block done, or not done. */
export function setBlockDone(blockId: string, done: boolean) {
  const args = { input: { blockId } };
  return done ? request(completeBlock, args, loginRequired) : request(uncompleteBlock, args, loginRequired);
}

/** One page (25) of a class's learners, sorted. */
export const studentsQuery = (cohortPath: string, sort: StudentSort, order: 'asc' | 'desc', page: number) =>
  callQuery(getStudents, { id: cohortPath, input: { sort, order, page } }, loginRequired);

/** Starts the CSV export of a class's learners. */
export function startStudentExport(cohortPath: string) {
  return request(startExport, { id: cohortPath }, loginRequired);
}

/** Where an export stands: its percentage, then the download link. */
export const studentExportQuery = (cohortPath: string, exportId: string) =>
  callQuery(getExport, { id: cohortPath, input: { exportId } }, loginRequired);
