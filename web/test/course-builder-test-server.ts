import type { CourseData } from '../../common/api/course';
import type { CourseOutline, OutlineModule } from '../../common/api/outline';
import { type FetchCall, jsonResponse, stubFetch } from './stub-fetch';

/** A course its administrator opens in course admin (tests of the course admin screen, content tab, course builder, page helper and settings). */
export const BUILDER_COURSE: CourseData = {
  path: 'data-101',
  name: 'Data Literacy',
  objective: '',
  outcomes: [],
  admins: [],
  defaultCohort: null,
  themeData: {},
  language: 'en',
  displayed: false,
  guestAccess: false,
  alignmentVisibility: false,
  instalmentPlan: null,
  courseType: 'SHORT_COURSE',
  courseSectorTypes: [],
  category: 'data',
  classifications: [],
  credentialFramework: null,
  learningHours: null,
  description: '',
  imageUrl: null,
  bannerUrl: null,
  myRole: 'administrator',
  moduleCount: 2,
  pageCount: 2,
};

/** An outline of `modules`, as getOutline answers it. */
export function outlineOf(modules: OutlineModule[]): CourseOutline {
  return {
    coursePath: 'data-101',
    name: 'Data Literacy',
    canEdit: true,
    sections: [
      { type: 'objective', objective: '' },
      { type: 'outcomes', outcomes: [] },
      { type: 'course_structure', modules },
      { type: 'module_content', modules: [] },
    ],
  };
}

export const BUILDER_MODULES: OutlineModule[] = [
  {
    id: 'm1',
    title: 'Basics',
    pages: [
      { id: 'p1', title: 'Intro', path: 'intro' },
      { id: 'p2', title: 'Tables', path: 'tables' },
    ],
  },
  { id: 'm2', title: 'Charts', pages: [] },
];

/**
 * A course admin server: `reply` answers first; when it answers undefined, the course data-101 and
 * its outline (`outline()`, read at each request) are served, and anything else is a 404 envelope.
 */
export function serveCourseAdmin(
  reply: (call: FetchCall, url: URL) => Response | Promise<Response> | undefined,
  outline: () => CourseOutline = () => outlineOf(BUILDER_MODULES),
): FetchCall[] {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = reply(call, url);
    if (answer) return answer;
    if (url.pathname === '/json/course/read/getCourseData/data-101')
      return jsonResponse({ result: BUILDER_COURSE });
    if (url.pathname === '/json/outline/read/getOutline/data-101') return jsonResponse({ result: outline() });
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}
