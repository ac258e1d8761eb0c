import { gradebookCalls } from '../../../common/api/gradebook';
import { AppError, REASONS } from '../../rpc/app-error';
import { serve, servedMethods } from '../../rpc/method';
import { loadCourseWithClasses } from './course-with-classes';
import { gradebook } from './gradebook';
import { gradebookClasses, readGradebook } from './policy';

/**
 * The course admin's learner gradebook (spec §2 action `learner_gradebook`), added to the `course`
 * resource: `read course getGradebook/{coursePath}`.
 */
export const gradebookMethods = servedMethods(
  serve(gradebookCalls.getGradebook, {
    allow: readGradebook,
    load: (db, ctx, coursePath) => loadCourseWithClasses(db, ctx, coursePath),
    run: (db, ctx, loaded, input) => {
      const visible = gradebookClasses(ctx.actor, loaded);
      const asked = input.cohortPath ? visible.filter((cohort) => cohort.path === input.cohortPath) : visible;
      // A class the caller may not see, or of another course, is not found, as a stranger's would be.
      if (input.cohortPath && asked.length === 0) throw new AppError('not_found', REASONS.notFound);
      return gradebook(db, loaded.course.id, asked, input.page);
    },
  }),
);
