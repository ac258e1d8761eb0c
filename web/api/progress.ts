import type {
  BlockCompletionResult,
  CourseActivity,
  CourseProgressEntry,
  PageCompletions,
  StartedStudentExport,
  StudentExportState,
  StudentSort,
  StudentsPage,
} from '../../common/api/progress';
import { apiRequest } from './client';

const byPath = (path: string) => encodeURIComponent(path);

/** Query keys of progress data. */
export const progressKeys = {
  mine: ['progress', 'mine'] as const,
  pageCompletions: (pageId: string) => ['progress', 'page', pageId] as const,
  activity: (coursePath: string, userId?: string) =>
    ['progress', 'activity', coursePath, userId ?? null] as const,
  students: (cohortPath: string, sort: StudentSort, order: 'asc' | 'desc', page: number) =>
    ['progress', 'students', cohortPath, sort, order, page] as const,
  studentExport: (cohortPath: string, exportId: string) =>
    ['progress', 'export', cohortPath, exportId] as const,
};

/** The signed-in user's classes with their course progress (spec §3 Progress). */
export function fetchMyProgress(): Promise<CourseProgressEntry[]> {
  return apiRequest('GET', '/json/progress/lookup/myProgress', { loginRequired: true });
}

/** A course's pages with the learner's status on each (the caller's own without `userId`). */
export function fetchCourseActivity(coursePath: string, userId?: string): Promise<CourseActivity> {
  return apiRequest('GET', '/json/progress/lookup/courseActivity', {
    query: { coursePath, ...(userId && { userId }) },
    loginRequired: true,
  });
}

/** Whether the caller learns in the page's course, and the page's blocks they have done. */
export function fetchPageCompletions(pageId: string): Promise<PageCompletions> {
  return apiRequest('GET', '/json/progress/lookup/pageCompletions', { query: { pageId } });
}

/** Marks a progress-contributing block done, or not done. */
export function setBlockDone(blockId: string, done: boolean): Promise<BlockCompletionResult> {
  return apiRequest('POST', `/json/progress/execute/${done ? 'completeBlock' : 'uncompleteBlock'}`, {
    body: { blockId },
    loginRequired: true,
  });
}

/** One page (25) of a class's learners, sorted. */
export function fetchStudents(
  cohortPath: string,
  sort: StudentSort,
  order: 'asc' | 'desc',
  page: number,
): Promise<StudentsPage> {
  return apiRequest('GET', `/json/cohort/read/getStudents/${byPath(cohortPath)}`, {
    query: { sort, order, page: String(page) },
    loginRequired: true,
  });
}

/** Starts the CSV export of a class's learners. */
export function startStudentExport(cohortPath: string): Promise<StartedStudentExport> {
  return apiRequest('POST', `/json/cohort/update/startStudentExport/${byPath(cohortPath)}`, {
    body: {},
    loginRequired: true,
  });
}

/** Where an export stands: its percentage, then the download link. */
export function fetchStudentExport(cohortPath: string, exportId: string): Promise<StudentExportState> {
  return apiRequest('GET', `/json/cohort/read/getStudentExport/${byPath(cohortPath)}`, {
    query: { exportId },
    loginRequired: true,
  });
}
