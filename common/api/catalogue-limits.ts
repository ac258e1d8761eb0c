import type { CatalogueSearchInput } from './catalogue';

// The catalogue's sizes, without its zod schemas (common/api/catalogue.ts): the web app's first
// load (top-bar search and recent menus, catalogue screen) imports these and only types from there.
// The catalogue's URL state (catalogue-params.ts) is the catalogue screen's alone, so it stays out
// of the app shell.

/** Cards per catalogue page by default, and at most. */
export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_MAX_PAGE_SIZE = 48;
/** Quick results under the top-bar search box. */
export const QUICK_RESULTS_SIZE = 5;
/** Recently visited courses: default and largest list. */
export const RECENT_COURSES_DEFAULT = 5;
export const RECENT_COURSES_MAX = 20;
/** Recently visited pages of a course: spec §9 default. */
export const RECENT_PAGES_DEFAULT = 1;

/**
 * The input of the catalogue's page of results at `offset` for `input`: what the screen asks for,
 * and what the server asks in its place for the page it draws (server/http/screen-preloads.ts).
 */
export function cataloguePageInput(input: CatalogueSearchInput, offset: number): CatalogueSearchInput {
  return { ...input, offset, limit: CATALOGUE_PAGE_SIZE };
}

/**
 * The input of a portal's list of its institution's courses (its first page of the catalogue with
 * that filter): what the portal screen asks for and the server preloads for its page.
 */
export function portalCoursesInput(institution: string): CatalogueSearchInput {
  return { institution, limit: CATALOGUE_PAGE_SIZE };
}
