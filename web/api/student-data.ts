import { queryOptions } from '@tanstack/react-query';
import {
  type StudentDataExport,
  type StudentDataInput,
  type StudentDataPage,
  type studentDataCalls,
  studentDataDownloadUrl,
} from '../../common/api/student-data';
import { call, callKey, callKeyPrefix, request } from './call';

// The student data of an institution (common/api/student-data.ts): its learners with their classes,
// a page at a time, and the whole list as a CSV written by a job. The id of every call is the
// institution's path.
type Calls = typeof studentDataCalls;
const getStudentData = call<Calls['getStudentData']>('institute', 'read', 'getStudentData');
const startExport = call<Calls['startStudentDataExport']>('institute', 'update', 'startStudentDataExport');
const getExport = call<Calls['getStudentDataExport']>('institute', 'read', 'getStudentDataExport');

const loginRequired = { loginRequired: true };

/** An answer to a list request that is no longer the latest sent (spec §4): it is ignored. */
export class StaleAnswerError extends Error {
  constructor(requestId: number) {
    super(`The answer to request ${requestId} came after a newer request.`);
    this.name = 'StaleAnswerError';
  }
}

/** Every page of the institution's student data (a prefix of each page's key). */
export const studentDataKey = (path: string) => [...callKeyPrefix(getStudentData), path] as const;

/**
 * A page of the institution's student data as query options. `input.requestId` numbers the
 * request; an answer for which `isLatest` is false (a newer request was sent since) is refused as
 * a StaleAnswerError, so it is never shown.
 */
export function studentDataQuery(
  path: string,
  input: StudentDataInput & { requestId: number },
  isLatest: (answer: StudentDataPage) => boolean,
) {
  const args = { id: path, input };
  return queryOptions({
    queryKey: callKey(getStudentData, args),
    queryFn: async () => {
      const answer = await request(getStudentData, args, loginRequired);
      if (!isLatest(answer)) throw new StaleAnswerError(answer.requestId);
      return answer;
    },
  });
}

/** Where an export stands, with the address of its download once finished. */
function withDownload(path: string, state: StudentDataExport): StudentDataExport {
  return state.status === 'finished' && !state.downloadUrl
    ? { ...state, downloadUrl: studentDataDownloadUrl(path, state.csvID) }
    : state;
}

/** Starts the CSV export of the institution's student data; answers where it stands. */
export const startStudentDataExport = (path: string) =>
  request(startExport, { id: path, input: {} }, loginRequired).then((state) => withDownload(path, state));

/** Where an export of the institution's student data stands: its percentage, then its download link. */
export function studentDataExportQuery(path: string, csvID: string) {
  const args = { id: path, input: { csvID } };
  return queryOptions({
    queryKey: callKey(getExport, args),
    queryFn: () => request(getExport, args, loginRequired).then((state) => withDownload(path, state)),
  });
}
