import type { CatalogueSearchInput, catalogueCalls, landingPageCalls } from '../../common/api/catalogue';
import { cataloguePageInput } from '../../common/api/catalogue-limits';
import { call, callKey, callKeyPrefix, callQuery, firstReadOptions, request } from './call';
import { ownUserId } from './own-user';

// The catalogue and the top bar load first: the contracts are imported as types only.
const search = call<typeof catalogueCalls.search>('course', 'lookup', 'search');
const recentCourses = call<typeof catalogueCalls.getRecentlyVisitedCourses>(
  'user',
  'read',
  'getRecentlyVisitedCourses',
);
const recentPages = call<typeof catalogueCalls.getRecentlyVisitedPagesForCourse>(
  'user',
  'read',
  'getRecentlyVisitedPagesForCourse',
);
const getLandingPage = call<typeof landingPageCalls.getLandingPage>('course', 'read', 'getLandingPage');

/** Query keys of catalogue data. */
export const catalogueKeys = {
  /** The catalogue's pages of results for `input` (offset and limit are the pages'). */
  search: (input: CatalogueSearchInput) => callKey(search, { input }),
  /** Every list of recent courses, which a visit makes stale. */
  recent: callKeyPrefix(recentCourses),
};

/** The page of displayed courses matching `input` that starts at `offset`. */
export function fetchCatalogue(input: CatalogueSearchInput, offset: number) {
  return request(search, { input: cataloguePageInput(input, offset) });
}

/**
 * The catalogue's query options for its first page of results for `input`, which may have come with
 * the page the server drew (first-reads.ts), as the infinite query's pages.
 */
export function catalogueFirstRead(input: CatalogueSearchInput) {
  const { initialData, meta } = firstReadOptions(search, { input: cataloguePageInput(input, 0) });
  return {
    initialData: () => {
      const first = initialData();
      return first && { pages: [first], pageParams: [0] };
    },
    meta,
  };
}

/** One page of displayed courses matching `input`, as query options (the top bar's quick results). */
export const catalogueQuery = (input: CatalogueSearchInput) => callQuery(search, { input });

/** The landing page of the course at `path`, as query options (a signed-in reader's visit is recorded). */
export const landingPageQuery = (path: string) => callQuery(getLandingPage, { id: path });

/** The signed-in user's `limit` most recently visited courses, as query options. */
export const recentCoursesQuery = (limit: number) =>
  callQuery(recentCourses, { id: ownUserId, input: { limit } });

/** The signed-in user's `limit` most recently visited pages of the course at `coursePath`. */
export const recentPagesQuery = (coursePath: string, limit: number) =>
  callQuery(recentPages, { id: ownUserId, input: { coursePath, limit } });
