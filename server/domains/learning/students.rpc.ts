import { progressCalls, STUDENTS_PAGE_SIZE } from '../../../common/api/progress';
import { serve, servedMethods } from '../../rpc/method';
import { loadClass } from '../classes';
import { teachStudents } from './policy';
import { readStudentExport, startStudentExport } from './student-export';
import { listStudents } from './students';

/**
 * The class's students for its teachers (course admin `students`): the list with progress, last
 * activity and learning time, and its CSV export run as a job (spec §4 CSV export). Methods of
 * the `cohort` resource, addressed by the class's path.
 */
export const studentMethods = servedMethods(
  serve(progressCalls.getStudents, {
    allow: teachStudents,
    load: loadClass,
    run: async (db, _ctx, cohort, input) => {
      const offset = (input.page - 1) * STUDENTS_PAGE_SIZE;
      const { students, total } = await listStudents(
        db,
        { id: cohort.id, courseId: cohort.courseId },
        { sort: input.sort, order: input.order, offset, limit: STUDENTS_PAGE_SIZE },
      );
      return { students, total, page: input.page, pageSize: STUDENTS_PAGE_SIZE };
    },
  }),
  serve(progressCalls.getStudentExport, {
    allow: teachStudents,
    load: loadClass,
    run: async (db, _ctx, cohort, input) => {
      const { storageKey: _key, ...state } = await readStudentExport(db, cohort, input.exportId);
      return state;
    },
  }),
  serve(progressCalls.startStudentExport, {
    allow: teachStudents,
    load: loadClass,
    // The row commits before the job is queued, so the worker always finds it.
    transaction: false,
    run: (db, ctx, cohort) => startStudentExport(db, ctx.deps, cohort, ctx.actor.userId),
  }),
);
