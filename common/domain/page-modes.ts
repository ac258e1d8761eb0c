// Without zod, so the links of the first load (web/lib/paths.ts) can name a mode.

/** The modes of the course content area (spec §2); a page without one is shown in view mode. */
export const COURSE_PAGE_MODES = ['view', 'edit', 'focus', 'exhibit', 'history'] as const;

/** A course page mode. */
export type CoursePageMode = (typeof COURSE_PAGE_MODES)[number];
