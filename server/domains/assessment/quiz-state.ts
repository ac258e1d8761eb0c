import type { QuizState } from '../../../common/api/quiz';
import {
  type ClassAssessmentSettings,
  DEFAULT_CLASS_ASSESSMENT,
  revealInClass,
} from '../../../common/domain/class-assessment';
import { withoutAnswerKey } from '../../../common/domain/quiz/answer-key';
import {
  attemptsLeft,
  countedAttempt,
  isRevealed,
  passes,
  showsRightAnswers,
} from '../../../common/domain/quiz/attempts';
import type { Mark } from '../../../common/domain/quiz/mark';
import type { QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import type { DrawnQuestion } from '../../../common/domain/quiz/random-selector-setup';
import { answerableWidgetOf } from '../../../common/domain/quiz/submission-widget';

/** An attempt as stored (quiz_attempts). */
export interface StoredAttempt {
  number: number;
  submittedAt: Date;
  late: boolean;
  answers: unknown;
  mark: unknown;
  score: number;
  maxScore: number;
  status: 'marked' | 'awaiting_marking' | 'returned';
}

/** The attempts that take one of the learner's attempts: all but those returned to them to submit again. */
export const takenAttempts = <Attempt extends Pick<StoredAttempt, 'status'>>(attempts: readonly Attempt[]) =>
  attempts.filter((attempt) => attempt.status !== 'returned');

/** The attempt whose score counts: the best or the last of those marked. */
export const countedOf = <Attempt extends Pick<StoredAttempt, 'number' | 'score' | 'maxScore' | 'status'>>(
  attempts: readonly Attempt[],
  settings: Pick<QuizSettings, 'attemptScoring'>,
) =>
  countedAttempt(
    attempts.filter((attempt) => attempt.status === 'marked'),
    settings.attemptScoring,
  );

/** A learner sees an attempt's mark once marks are revealed, and a returned one's at once (it says why). */
function markShown(attempt: StoredAttempt, revealed: boolean): Mark | null {
  if (attempt.status === 'returned') return attempt.mark as Mark;
  return revealed && attempt.status === 'marked' ? (attempt.mark as Mark) : null;
}

/** A random selector's questions drawn for the learner, without their keys; null for any other widget. */
function drawnOf(setup: unknown): DrawnQuestion[] | null {
  const { drawn } = setup as { drawn?: DrawnQuestion[] };
  return drawn?.map(withoutAnswerKey) ?? null;
}

/** A quiz's settings in a class: the class may hold its marks back, and sets its own pass mark. */
export const settingsInClass = (settings: QuizSettings, inClass: ClassAssessmentSettings): QuizSettings => ({
  ...settings,
  reveal: revealInClass(settings.reveal, inClass),
  passPercent: inClass.passPercent ?? settings.passPercent,
});

/** A quiz block's widget and setup as stored (defaults filled), with the settings every quiz widget has. */
export function quizSetupOf(widgetType: string, setupData: unknown) {
  const widget = answerableWidgetOf({ widgetType, setupData: setupData as Record<string, unknown> })!;
  const setup = widget.setup.parse(setupData);
  return { widget, setup, settings: setup as QuizSettings };
}

/**
 * What a learner sees of their standing on a quiz block at `now`: their attempts with their marks
 * only once marked and the widget reveals them (a returned attempt's at once, with why), the counted score and pass, and the right answers only when
 * nothing is left to gain by them (common/domain/quiz/attempts.ts).
 */
export function quizStateOf(
  block: { blockId: string; widgetType: string; setupData: unknown },
  attempts: readonly StoredAttempt[],
  scratchpad: unknown,
  dueAt: string | null,
  now: Date,
  // The block's setup parsed already by the caller, if it has it (a submission parses it once).
  parsed: ReturnType<typeof quizSetupOf> = quizSetupOf(block.widgetType, block.setupData),
  // The learner's class's assessment settings: when marks show, and its pass mark.
  inClass: ClassAssessmentSettings = DEFAULT_CLASS_ASSESSMENT,
): QuizState {
  const { widget, setup } = parsed;
  const settings = settingsInClass(parsed.settings, inClass);
  const left = attemptsLeft(settings.maxAttempts, takenAttempts(attempts).length);
  const revealed = isRevealed(settings.reveal, dueAt, left, now);
  const counted = countedOf(attempts, settings);
  const fullMarks = counted !== null && counted.score >= counted.maxScore;
  const showKey = counted !== null && showsRightAnswers(settings, { dueAt, left, fullMarks }, now);
  return {
    blockId: block.blockId,
    attempts: attempts.map((attempt) => ({
      number: attempt.number,
      submittedAt: attempt.submittedAt.toISOString(),
      late: attempt.late,
      answers: attempt.answers,
      status: attempt.status,
      mark: markShown(attempt, revealed),
    })),
    maxAttempts: settings.maxAttempts,
    attemptsLeft: left,
    attemptScoring: settings.attemptScoring,
    maxScore: settings.points,
    revealed,
    score: revealed && counted ? counted.score : null,
    passed: revealed && counted ? passes(counted.score, counted.maxScore, settings.passPercent) : null,
    rightAnswers: showKey ? widget.revealedKey(setup) : null,
    awaitingMarking: attempts.some((attempt) => attempt.status === 'awaiting_marking'),
    scratchpad: scratchpad ?? null,
    dueAt,
    drawnQuestions: drawnOf(setup),
  };
}
