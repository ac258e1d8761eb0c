import type { CoursePageMode } from '../../common/domain/page-modes';
import { type PROFILE_TABS, SCREEN_ROUTES } from '../../common/routes';
import { withMode } from './page-mode';

// Every in-app address the web links to that takes a value, built from the screen routes of
// common/routes.ts so a route changed there changes every link. Fixed addresses are
// SCREEN_ROUTES' own strings. Values in the path are percent-encoded; each query keeps the
// encoding its screen has always read (URLSearchParams writes a space as `+`, encodeURIComponent
// as `%20`).

/** The names of the `:param` segments of a route pattern. */
type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : never;

/** `pattern` with each `:param` replaced by its encoded value and a final `*` dropped. */
export function fill<Pattern extends string>(
  pattern: Pattern,
  params: Record<RouteParams<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern
    .replace(/\*$/, '')
    .replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The catalogue, searching for `query` when there is one. */
export function coursesPath(query = ''): string {
  return query ? `${SCREEN_ROUTES.courses}?q=${encodeURIComponent(query)}` : SCREEN_ROUTES.courses;
}

/** A course's landing page. */
export function courseLandingPath(coursePath: string): string {
  return fill(SCREEN_ROUTES.courseLanding, { courseCode: coursePath });
}

/** The "Join a class" section of a course's landing page. */
export function courseJoinPath(coursePath: string): string {
  return `${courseLandingPath(coursePath)}#join`;
}

/** A course page, in `mode` (view unless told). */
export function coursePagePath(coursePath: string, pagePath: string, mode: CoursePageMode = 'view'): string {
  return `${fill(SCREEN_ROUTES.coursePage, { courseCode: coursePath, pagePath })}?mode=${mode}`;
}

/** The course page being shown, in `mode`: a relative address keeping every other query parameter. */
export function pageModePath(search: URLSearchParams, mode: CoursePageMode): string {
  return `?${withMode(search, mode)}`;
}

/** The course admin address of spec §2: /courses/admin/?action=…&course=…(&cohort=…). */
export function courseAdminPath(params: { action: string; course: string; cohort?: string }): string {
  const query = new URLSearchParams({ action: params.action, course: params.course });
  if (params.cohort) query.set('cohort', params.cohort);
  return `${SCREEN_ROUTES.courseAdmin}?${query}`;
}

/** The class admin address of spec §2: /cohorts/admin/?cohort=…(&tab=…). */
export function classAdminPath(params: { cohort: string; tab?: string }): string {
  const query = new URLSearchParams({ cohort: params.cohort });
  if (params.tab) query.set('tab', params.tab);
  return `${SCREEN_ROUTES.classAdmin}?${query}`;
}

/** The learner's own information for the class at `cohortPath` (spec §2 /cohorts/studentInfo/). */
export function studentInfoPath(cohortPath: string): string {
  return `${SCREEN_ROUTES.studentInfo}?cohort=${encodeURIComponent(cohortPath)}`;
}

/** The progress screen: the learner's courses, or one course's pages when `coursePath` is given. */
export function progressPath(coursePath?: string): string {
  return coursePath
    ? `${SCREEN_ROUTES.progress}?${new URLSearchParams({ course: coursePath })}`
    : SCREEN_ROUTES.progress;
}

/** The page shown for a finished class (spec §2), pointing back at the course when known. */
export function endedErrorPath(coursePath?: string): string {
  return coursePath
    ? `${SCREEN_ROUTES.endedError}?course=${encodeURIComponent(coursePath)}`
    : SCREEN_ROUTES.endedError;
}

/** The tabs of a profile page below its About tab (the profile's own address), and its blog. */
export type ProfileTab = (typeof PROFILE_TABS)[number] | 'blog';

/** A profile page: its About tab, or another of its tabs. */
export function profilePath(profileName: string, tab?: ProfileTab): string {
  return `${fill(SCREEN_ROUTES.profile, { profileName })}${tab ? `${tab}/` : ''}`;
}

/** A person's public portfolio page. */
export function portfolioPath(profileName: string): string {
  return fill(SCREEN_ROUTES.profilePortfolio, { profileName });
}

/** A profile's blog: its newest posts, or the `page`th page of them. */
export function blogPath(profileName: string, page?: number): string {
  const list = fill(SCREEN_ROUTES.profileBlog, { profileName });
  return page === undefined ? list : `${list}?page=${page}`;
}

/** One post of a profile's blog. */
export function blogPostPath(profileName: string, postId: string): string {
  return `${blogPath(profileName)}${encodeURIComponent(postId)}/`;
}

/** The editor of a post of a profile's blog. */
export function blogPostEditPath(profileName: string, postId: string): string {
  return `${blogPostPath(profileName, postId)}edit/`;
}

/** The editor of a new post for a profile's blog. */
export function newBlogPostPath(profileName: string): string {
  return `${blogPath(profileName)}new/`;
}

/** The text of a type of terms: the version in force, or the one that took effect at `version`. */
export function termsDocumentPath(termsType: string, version?: string): string {
  const path = fill(SCREEN_ROUTES.termsDocument, { termsType });
  return version ? `${path}?version=${encodeURIComponent(version)}` : path;
}

/** A class's groups (/cohorts/groups/?cohort=), or one of them with `groupId`. */
export function classGroupsPath(cohortPath: string, groupId?: string): string {
  const query = new URLSearchParams({ cohort: cohortPath });
  if (groupId) query.set('group', groupId);
  return `${SCREEN_ROUTES.classGroups}?${query}`;
}
