import type { TestAgent, TestApp } from './app';
import { learnerOf } from './membership-fixtures';
import { buildPage } from './page-fixtures';

/** A hot method (by resource, verb and method) and the URL a learner of `coursePath` calls it with. */
export interface HotMethod {
  method: string;
  url: (coursePath: string) => string;
}

/** The methods on every visitor's and learner's path, whose statements must be prepared. */
export const HOT_METHODS: HotMethod[] = [
  { method: 'read user getLoggedInUserData', url: () => '/json/user/read/getLoggedInUserData/me' },
  { method: 'lookup auth currentUser', url: () => '/json/auth/lookup/currentUser' },
  { method: 'read course getCourseData', url: (course) => `/json/course/read/getCourseData/${course}` },
  {
    method: 'read user getCourseMembershipData',
    url: (course) => `/json/user/read/getCourseMembershipData/me?coursePath=${course}`,
  },
  { method: 'lookup course search', url: () => '/json/course/lookup/search' },
  { method: 'lookup course search (text)', url: () => '/json/course/lookup/search?query=course' },
  { method: 'lookup progress myProgress', url: () => '/json/progress/lookup/myProgress' },
  { method: 'read course getPage', url: (course) => `/json/course/read/getPage/${course}?pagePath=p` },
];

/** A displayed course with a page of one block, and a signed-in learner of one of its classes. */
export async function hotMethodsLearner(
  testApp: TestApp,
): Promise<{ learner: TestAgent; coursePath: string }> {
  const { course } = await buildPage(testApp, [
    { widgetType: 'rich_text', setupData: { html: '<p>Hello</p>' } },
  ]);
  const { agent } = await learnerOf(testApp, course.id);
  return { learner: agent, coursePath: course.path };
}
