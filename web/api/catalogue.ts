import type {
  CataloguePage,
  CatalogueSearchInput,
  CourseLandingPage,
  RecentCourse,
} from '../../common/api/catalogue';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

// Served as the `catalogue` resource until its methods join the `course` resource.
const CATALOGUE = '/json/course';

/** Query keys of catalogue data. */
export const catalogueKeys = {
  search: (input: CatalogueSearchInput) => ['catalogue', 'search', input] as const,
  quick: (q: string) => ['catalogue', 'quick', q] as const,
  landing: (path: string) => ['catalogue', 'landing', path] as const,
  recent: ['catalogue', 'recent'] as const,
};

/** A page of displayed courses matching `input`. */
export function fetchCatalogue(input: CatalogueSearchInput): Promise<CataloguePage> {
  return apiRequest('GET', `${CATALOGUE}/lookup/search`, { query: { ...input } });
}

/** The landing page of the course at `path` (records a visit for a signed-in user). */
export function fetchLandingPage(path: string): Promise<CourseLandingPage> {
  return apiRequest('GET', `${CATALOGUE}/read/getLandingPage/${encodeURIComponent(path)}`);
}

/** The signed-in user's recently visited courses. */
export function fetchRecentCourses(limit: number): Promise<RecentCourse[]> {
  return apiRequest('GET', ownUserPath('read', 'getRecentlyVisitedCourses'), { query: { limit } });
}
