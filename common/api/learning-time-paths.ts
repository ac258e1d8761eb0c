// The learning-time addresses, apart from the schemas of learning-time.ts so that a reader's
// course page, which reports its time, loads no zod (the first-load budget of docs/performance.md).

/** Where learning-time events are posted. */
export const LEARNING_TIME_PATH = '/api/learning-time/';

/** A course page address as the tracker reports it: `/courses/{courseCode}/{pagePath}/`. */
export const LEARNING_TIME_PAGE_PATH = /^\/courses\/([a-z0-9-]{1,60})\/([a-z0-9][a-z0-9-]{0,199})\/$/;

/** The course page address of `coursePath` and `pagePath`, without mode or query. */
export function learningTimePagePath(coursePath: string, pagePath: string): string {
  return `/courses/${coursePath}/${pagePath}/`;
}
