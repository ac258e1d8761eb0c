import { SCREEN_ROUTES } from '../../common/routes';
import { fill } from './paths';

// The assessment screens' addresses, apart from lib/paths.ts: only their lazily loaded screens
// use them, so they stay out of the first load of every other screen.

/** The marking queue's filters (class, status, learner, page) and the attempt opened, as its address keeps them. */
export type MarkingParams = Partial<Record<'class' | 'status' | 'learner' | 'page' | 'attempt', string>>;

/** The marking queue's query for the filters and the attempt given (empty ones left out). */
export function markingSearch(params: MarkingParams): URLSearchParams {
  return new URLSearchParams(Object.entries(params).filter(([, value]) => value));
}

/** The marking queue (at `base`: /marking/, or a design's page), with the filters and the attempt given. */
export function markingPath(params: MarkingParams = {}, base: string = SCREEN_ROUTES.marking): string {
  const query = markingSearch(params);
  return query.size > 0 ? `${base}?${query}` : base;
}

/** An assessment design's page: the work marked by it, or one learner's (`studentId`). */
export function designPath(designId: string, studentId?: string): string {
  const path = `/assessment/design/${encodeURIComponent(designId)}/`;
  return studentId ? `${path}${encodeURIComponent(studentId)}/` : path;
}

/** A timed exam, taken in the learner's class at `cohortPath`. */
export function examPath(examId: string, cohortPath: string): string {
  return `${fill(SCREEN_ROUTES.exam, { examId })}?cohort=${encodeURIComponent(cohortPath)}`;
}
