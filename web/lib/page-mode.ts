import { COURSE_PAGE_MODES, type CoursePageMode } from '../../common/domain/page-modes';

/** The mode named by the address, or null when it names none the content area knows. */
export function modeOf(params: URLSearchParams): CoursePageMode | null {
  const mode = params.get('mode');
  return COURSE_PAGE_MODES.includes(mode as CoursePageMode) ? (mode as CoursePageMode) : null;
}

/** Modes that change the page: only an editor may be in them (spec §4 page mode). */
export const EDITOR_MODES: readonly CoursePageMode[] = ['edit', 'history'];

/** The same query with `mode` set, every other parameter kept. */
export function withMode(params: URLSearchParams, mode: CoursePageMode): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('mode', mode);
  return next;
}
