import { gradebookCalls } from '../../../common/api/gradebook';
import { serve, servedMethods } from '../../rpc/method';
import { askedClasses } from './asked-classes';
import { loadCourseWithClasses } from './course-with-classes';
import { gradebook } from './gradebook';
import { readGradebookExport, startGradebookExport } from './gradebook-export';
import { readGradebook } from './policy';

const ofCourse = {
  allow: readGradebook,
  load: loadCourseWithClasses,
};

/**
 * The course admin's learner gradebook (spec §2 action `learner_gradebook`), added to the `course`
 * resource: `read course getGradebook/{coursePath}`, and its CSV export run as a job (spec §4 CSV
 * export): `update course exportGradebook/{coursePath}`, then `read course getGradebookExport/{coursePath}`.
 */
export const gradebookMethods = servedMethods(
  serve(gradebookCalls.getGradebook, {
    ...ofCourse,
    run: (db, ctx, loaded, input) =>
      gradebook(db, loaded.course.id, askedClasses(ctx.actor, loaded, input.cohortPath), input.page),
  }),
  serve(gradebookCalls.exportGradebook, {
    ...ofCourse,
    // The row commits before the job is queued, so the worker always finds it.
    transaction: false,
    run: (db, ctx, loaded, input) => {
      const [cohort] = input.cohortPath ? askedClasses(ctx.actor, loaded, input.cohortPath) : [];
      return startGradebookExport(db, ctx.deps, loaded.course.id, cohort, ctx.actor.userId);
    },
  }),
  serve(gradebookCalls.getGradebookExport, {
    ...ofCourse,
    run: async (db, ctx, loaded, input) => {
      const {
        storageKey: _key,
        cohortPath: _path,
        ...state
      } = await readGradebookExport(db, ctx.actor, loaded, input.exportId);
      return state;
    },
  }),
);
