import type { PageBlock } from '../../common/api/course-page';
import type { QuizState } from '../../common/api/quiz';
import { buildCoursePage, buildUser } from './fixtures';
import { type FetchCall, jsonResponse, stubFetch } from './stub-fetch';

/**
 * Stub the server of a learner's course page (`/courses/data-101/intro/`) holding `blocks`: the
 * signed-in user (buildUser) is a learner of its class `morning`, their standing on its quiz blocks
 * is `quizzes`, and `onSubmit` answers each submitQuiz call. Returns the calls received.
 */
export function serveLearnerQuizPage(
  blocks: PageBlock[],
  quizzes: QuizState[],
  onSubmit: (call: FetchCall) => Response | Promise<Response>,
): FetchCall[] {
  return stubFetch((call) => {
    if (call.url.includes('/json/course/read/getPage/'))
      return jsonResponse({ result: buildCoursePage({ sections: [{ id: 's1', settings: {}, blocks }] }) });
    if (call.url.includes(`getFirstAvailableCourseMembershipData/${buildUser().userId}`))
      return jsonResponse({
        result: {
          kind: 'member',
          cohortPath: 'morning',
          staff: false,
          enrolledAt: '2026-11-01T00:00:00.000Z',
        },
      });
    if (call.url.includes('/json/quiz/lookup/pageQuizzes')) return jsonResponse({ result: { quizzes } });
    if (call.url.includes('/json/quiz/update/submitQuiz/')) return onSubmit(call);
    return jsonResponse({ result: null });
  });
}
