import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { LoadedClass } from '../classes';
import { type CourseWithClasses, gradebookClasses } from './policy';

/**
 * The classes a read of learners' results shows (the gradebook, attainment): every class the caller
 * may see (gradebookClasses), or the one asked for by path. A class they may not see, or of another
 * course, is not found, as a stranger's would be.
 */
export function askedClasses(actor: Actor, loaded: CourseWithClasses, cohortPath?: string): LoadedClass[] {
  const visible = gradebookClasses(actor, loaded);
  if (!cohortPath) return visible;
  const asked = visible.filter((cohort) => cohort.path === cohortPath);
  if (asked.length === 0) throw new AppError('not_found', REASONS.notFound);
  return asked;
}
