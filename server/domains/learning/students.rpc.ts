import { z } from 'zod';
import { GetStudentExportInput, GetStudentsInput, STUDENTS_PAGE_SIZE } from '../../../common/api/progress';
import { method, type ResourceMethods } from '../../rpc/method';
import { type LoadedClass, loadClass, mayTeachClass } from '../classes';
import { readStudentExport, startStudentExport } from './student-export';
import { listStudents } from './students';

/**
 * The class's students for its teachers (course admin `students`): the list with progress, last
 * activity and learning time, and its CSV export run as a job (spec §4 CSV export). Methods of
 * the `cohort` resource, addressed by the class's path.
 */
export const studentMethods: ResourceMethods = {
  read: {
    getStudents: method({
      input: GetStudentsInput,
      allow: mayTeachClass,
      load: loadClass,
      run: async (db, _ctx, loaded: LoadedClass, input) => {
        const offset = (input.page - 1) * STUDENTS_PAGE_SIZE;
        const { students, total } = await listStudents(
          db,
          { id: loaded.id, courseId: loaded.courseId },
          { sort: input.sort, order: input.order, offset, limit: STUDENTS_PAGE_SIZE },
        );
        return { students, total, page: input.page, pageSize: STUDENTS_PAGE_SIZE };
      },
    }),
    getStudentExport: method({
      input: GetStudentExportInput,
      allow: mayTeachClass,
      load: loadClass,
      run: async (db, _ctx, loaded: LoadedClass, input) => {
        const { storageKey: _key, ...state } = await readStudentExport(db, loaded, input.exportId);
        return state;
      },
    }),
  },
  update: {
    startStudentExport: method({
      input: z.object({}),
      allow: mayTeachClass,
      load: loadClass,
      // The row commits before the job is queued, so the worker always finds it.
      transaction: false,
      run: (db, ctx, loaded: LoadedClass) => startStudentExport(db, ctx.deps, loaded, ctx.actor.userId!),
    }),
  },
};
