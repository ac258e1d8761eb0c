import type { ExamAttempt, ExamStanding, ExamTaking } from '../../../common/api/exam';
import {
  type ExamWindow,
  examWindow,
  resultsReleased,
  startRefusal,
} from '../../../common/domain/exam/exam-rules';
import { withoutAnswerKey } from '../../../common/domain/quiz/answer-key';
import type { Mark } from '../../../common/domain/quiz/mark';
import type { examAttempts } from '../../db/schema';
import type { AttemptQuestion } from './exam-draw';
import { examQuestionSetup } from './exam-marking';
import type { ExamRow } from './exam-target';
import { partsOf, questionCountOf } from './exams';

export type AttemptRow = typeof examAttempts.$inferSelect;

/** The exam's window in a class of time zone `timeZone`. */
export const windowIn = (exam: ExamRow, timeZone: string): ExamWindow => examWindow(exam, timeZone);

/** The attempt under way among a learner's attempts, if any. */
export const openAttemptOf = (rows: readonly AttemptRow[]) => rows.find((row) => row.submittedAt === null);

/** A learner's standing in the exam at `now`: window, attempts (scores once released), and whether they may start. */
export function standingOf(
  exam: ExamRow,
  timeZone: string,
  rows: readonly AttemptRow[],
  now: Date,
): ExamStanding {
  const window = windowIn(exam, timeZone);
  const released = resultsReleased(exam, window, now);
  const finished = rows.filter((row) => row.submittedAt !== null);
  const open = openAttemptOf(rows);
  return {
    id: exam.id,
    title: exam.title,
    instructions: exam.instructions,
    timeLimitMinutes: exam.timeLimitMinutes,
    questionCount: questionCountOf(partsOf(exam)),
    opensAt: window.opensAt?.toISOString() ?? null,
    closesAt: window.closesAt?.toISOString() ?? null,
    timeZone,
    maxAttempts: exam.maxAttempts,
    attempts: finished.map((row) => ({
      number: row.number,
      startedAt: row.startedAt.toISOString(),
      submittedAt: row.submittedAt!.toISOString(),
      autoSubmitted: row.autoSubmitted,
      score: released ? row.score : null,
      maxScore: released ? row.maxScore : null,
    })),
    released,
    inProgressEndsAt: open?.endsAt.toISOString() ?? null,
    startRefusal: open ? null : startRefusal(window, finished.length, exam.maxAttempts, now),
  };
}

function attemptOf(row: AttemptRow, now: Date): ExamAttempt {
  return {
    number: row.number,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    serverNow: now.toISOString(),
    questions: (row.questions as AttemptQuestion[]).map(withoutAnswerKey),
    answers: row.answers,
  };
}

/** The latest finished attempt, question by question with marks and right answers: only once results are released. */
function reviewOf(row: AttemptRow) {
  const marks = row.marks as Record<string, Mark>;
  return (row.questions as AttemptQuestion[]).map((question) => {
    const { widget, setup } = examQuestionSetup(question);
    return {
      ...withoutAnswerKey(question),
      answers: row.answers[question.id] ?? null,
      mark: marks[question.id]!,
      rightAnswers: widget.revealedKey(setup),
    };
  });
}

/** What `takeExam` answers: the standing, the attempt under way, and the review of the latest once released. */
export function takingOf(
  exam: ExamRow,
  timeZone: string,
  rows: readonly AttemptRow[],
  now: Date,
): ExamTaking {
  const standing = standingOf(exam, timeZone, rows, now);
  const open = openAttemptOf(rows);
  const last = rows.filter((row) => row.submittedAt !== null).at(-1);
  return {
    standing,
    attempt: open ? attemptOf(open, now) : null,
    review: standing.released && last ? reviewOf(last) : null,
  };
}
