import { cataloguePageInput, portalCoursesInput } from '../../common/api/catalogue-limits';
import { readCatalogueState, toSearchInput } from '../../common/api/catalogue-params';
import { addressOf, type QueryParams } from '../../common/api/query-string';
import { findScreen } from '../../common/routes';
import { pathOf } from './sessions';

// The reads a screen's code makes as soon as it runs, asked for by the page's HTML so they travel
// beside the app's JavaScript instead of after it (each is a round trip on a slow network). The
// addresses are the web client's own (web/api: contractPath, then toQueryString), and the link's
// `crossorigin` gives the same mode and credentials as its fetch(), so Chromium hands the
// preloaded answer to the app (an unused preload costs a request, nothing else); a screen whose
// first reads change should change here too.

/** The person's own reads, asked for on every screen: who is signed in. */
const EVERY_SCREEN = ['/json/auth/lookup/currentUser'];
/** A signed-in person's reads drawn above every screen: the invitations notice. */
const SIGNED_IN = ['/json/cohort/lookup/listMyInvitations'];

const portalReadOf = (prefix: string) => `/json/portal/read/getPortal/${encodeURIComponent(prefix)}`;

/** The read of the portal at `path` (/{prefix}/), which says whether there is one to be seen. */
export const portalRead = (path: string) => portalReadOf(path.split('/')[1] ?? '');

/** The screen's reads from its route parameters (decoded path segments) and its query string. */
const SCREEN_READS: Partial<Record<string, (segments: string[], query: URLSearchParams) => string[]>> = {
  courses: (_, query) => [
    addressOf(
      '/json/course/lookup/search',
      cataloguePageInput(toSearchInput(readCatalogueState(query)), 0) as QueryParams,
    ),
    // The institution filter's choices.
    '/json/institute/lookup/getInstitutions',
  ],
  courseLanding: ([, course = '']) => [
    `/json/course/read/getLandingPage/${encodeURIComponent(course)}`,
    `/json/cohort/lookup/listEnrollableClasses?coursePath=${encodeURIComponent(course)}`,
  ],
  profilePortfolio: ([, profileName = '']) => [
    addressOf('/json/portfolio/lookup/getPublic', { profileName: profileName.toLowerCase() }),
  ],
  certificateVerification: ([, code = '']) =>
    code ? [addressOf('/json/certificate/lookup/verify', { code })] : [],
  qualificationLanding: ([, code = '']) => [
    `/json/qualification/read/getLandingPage/${encodeURIComponent(code)}`,
  ],
  portal: ([prefix = '']) => [
    portalReadOf(prefix),
    addressOf('/json/course/lookup/search', portalCoursesInput(prefix) as QueryParams),
  ],
  coursePage: ([, course = '', page = '']) => [
    `/json/course/read/getPage/${encodeURIComponent(course)}?pagePath=${encodeURIComponent(page)}`,
    `/json/outline/read/getOutline/${encodeURIComponent(course)}`,
  ],
};

/**
 * The addresses of the reads the screen at `url` (its path already canonical, as the server
 * redirects others) makes at once; `signedIn` when the request carries a session cookie (a hint
 * only: an expired session's preload goes unused).
 */
export function screenReads(url: string, signedIn: boolean): string[] {
  const path = pathOf(url);
  const screen = findScreen(path);
  const segments = decodedSegments(path);
  if (!screen || !segments) return [];
  const query = new URLSearchParams(url.slice(path.length + 1));
  return [
    ...EVERY_SCREEN,
    ...(signedIn ? SIGNED_IN : []),
    ...(SCREEN_READS[screen]?.(segments, query) ?? []),
  ];
}

/** The path's segments decoded as the router's params are, or null for a malformed escape. */
function decodedSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter((part) => part.length > 0)
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}
