import type { ExamAttempt, ExamStanding, ExamTaking } from '../../../common/api/exam';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

/** The exam screen's address for the learner's class `morning`. */
export const EXAM_PATH = '/assessment/exam/exam-1/?cohort=morning';

/** A two-question exam open in the learner's class, not yet started. */
export const STANDING: ExamStanding = {
  id: 'exam-1',
  title: 'Midterm',
  instructions: 'Answer every question.',
  timeLimitMinutes: 30,
  questionCount: 2,
  opensAt: '2026-05-01T02:00:00.000Z',
  closesAt: '2026-05-08T10:00:00.000Z',
  timeZone: 'Asia/Jakarta',
  maxAttempts: 2,
  attempts: [],
  released: false,
  inProgressEndsAt: null,
  startRefusal: null,
};

const CHOICE = {
  id: 'q1',
  widgetType: 'multiple_choice',
  setupData: {
    question: 'What is the capital of Indonesia?',
    options: [
      { id: 'right', text: 'Jakarta' },
      { id: 'wrong', text: 'Surabaya' },
    ],
    multipleAnswers: false,
    shuffle: false,
  },
  points: 2,
};
const TEXT = {
  id: 'q2',
  widgetType: 'short_answer',
  setupData: { question: 'What is the capital of Malaysia?' },
  points: 1,
};

/** An attempt read at `serverNow`, ten minutes before it ends (whatever the browser's clock says). */
export const ATTEMPT: ExamAttempt = {
  number: 1,
  startedAt: '2026-05-02T03:00:00.000Z',
  endsAt: '2026-05-02T03:30:00.000Z',
  serverNow: '2026-05-02T03:20:00.000Z',
  questions: [CHOICE, TEXT],
  answers: {},
};

export const FINISHED = {
  number: 1,
  startedAt: ATTEMPT.startedAt,
  submittedAt: '2026-05-02T03:25:00.000Z',
  autoSubmitted: false,
  score: null,
  maxScore: null,
};

export const taking = (standing: Partial<ExamStanding> = {}, rest: Partial<ExamTaking> = {}): ExamTaking => ({
  standing: { ...STANDING, ...standing },
  attempt: null,
  review: null,
  ...rest,
});

/**
 * Serves the exam calls: takeExam answers `state.current`; start, save and submit answer with their
 * handler (start and submit also become what takeExam answers). Returns every call.
 */
export function serveExam(
  state: { current: ExamTaking },
  handlers: Partial<
    Record<'startExam' | 'saveExamAnswers' | 'submitExam', (call: FetchCall) => unknown>
  > = {},
) {
  return stubFetch((call) => {
    if (call.url.startsWith('/json/exam/read/takeExam/exam-1?cohortPath=morning'))
      return jsonResponse({ result: state.current });
    for (const method of ['startExam', 'saveExamAnswers', 'submitExam'] as const) {
      const handler = handlers[method];
      if (handler && call.url === `/json/exam/update/${method}/exam-1`) {
        const answer = handler(call);
        if (answer instanceof Response) return answer;
        if (method !== 'saveExamAnswers') state.current = answer as ExamTaking;
        return jsonResponse({ result: answer });
      }
    }
    return jsonResponse({ result: null });
  });
}

/** The exam calls of `method` sent so far. */
export const sent = (calls: FetchCall[], method: string) =>
  calls.filter((call) => call.url.startsWith(`/json/exam/update/${method}/`));
