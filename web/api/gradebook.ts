import type { gradebookCalls } from '../../common/api/gradebook';
import { call, callQuery, request } from './call';

const getGradebook = call<typeof gradebookCalls.getGradebook>('course', 'read', 'getGradebook');
const exportGradebook = call<typeof gradebookCalls.exportGradebook>('course', 'update', 'exportGradebook');
const getExport = call<typeof gradebookCalls.getGradebookExport>('course', 'read', 'getGradebookExport');

const loginRequired = { loginRequired: true };

/** One page of a course's gradebook, of one class or of every class the caller sees (`cohortPath` empty). */
export const gradebookQuery = (coursePath: string, cohortPath: string, page: number) =>
  callQuery(
    getGradebook,
    { id: coursePath, input: { ...(cohortPath && { cohortPath }), page } },
    loginRequired,
  );

/** Starts the CSV export of a course's gradebook, of one class or of every class the caller sees. */
export const startGradebookExport = (coursePath: string, cohortPath: string) =>
  request(exportGradebook, { id: coursePath, input: { ...(cohortPath && { cohortPath }) } }, loginRequired);

/** Where a gradebook export stands: its percentage, then the download link. */
export const gradebookExportQuery = (coursePath: string, exportId: string) =>
  callQuery(getExport, { id: coursePath, input: { exportId } }, loginRequired);
