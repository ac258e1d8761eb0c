import { studentDataCalls } from '../../../common/api/student-data';
import { onInstitution } from './on-institution';
import { runInstitution } from './policy';
import { readStudentData } from './student-data';
import { readStudentDataExport, startStudentDataExport } from './student-data-export';

/** Spec §4 institution student data: a page of its learners (stale answers dropped by request id), and its CSV export. */
export const studentDataMethods = [
  onInstitution(studentDataCalls.getStudentData, async (db, _ctx, institution, input) => ({
    requestId: input.requestId,
    ...(await readStudentData(db, institution.id, input)),
  })),
  onInstitution(
    studentDataCalls.startStudentDataExport,
    (db, ctx, institution) => startStudentDataExport(db, ctx.deps, institution, ctx.actor.userId),
    runInstitution,
    // The row commits before the job is queued, so the worker always finds it.
    { transaction: false },
  ),
  onInstitution(studentDataCalls.getStudentDataExport, async (db, _ctx, institution, input) => {
    const { storageKey: _storageKey, ...state } = await readStudentDataExport(db, institution, input.csvID);
    return state;
  }),
] as const;
