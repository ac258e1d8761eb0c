import type { QuizState } from '../../../common/api/quiz';
import {
  attemptsLeft,
  countedAttempt,
  isRevealed,
  passes,
  showsRightAnswers,
} from '../../../common/domain/quiz/attempts';
import type { Mark } from '../../../common/domain/quiz/mark';
import type { QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import { markedWidgetOf } from '../../../common/domain/quiz/quiz-widgets';

/** An attempt as stored (quiz_attempts). */
export interface StoredAttempt {
  number: number;
  submittedAt: Date;
  late: boolean;
  answers: unknown;
  mark: unknown;
  score: number;
  maxScore: number;
}

/** A quiz block's widget and setup as stored (defaults filled), with the settings every quiz widget has. */
export function quizSetupOf(widgetType: string, setupData: unknown) {
  const widget = markedWidgetOf(widgetType)!;
  const setup = widget.setup.parse(setupData);
  return { widget, setup, settings: setup as QuizSettings };
}

/**
 * What a learner sees of their standing on a quiz block at `now`: their attempts with their marks
 * only once the widget reveals them, the counted score and pass, and the right answers only when
 * nothing is left to gain by them (common/domain/quiz/attempts.ts).
 */
export function quizStateOf(
  block: { blockId: string; widgetType: string; setupData: unknown },
  attempts: readonly StoredAttempt[],
  scratchpad: unknown,
  dueAt: string | null,
  now: Date,
): QuizState {
  const { widget, setup, settings } = quizSetupOf(block.widgetType, block.setupData);
  const left = attemptsLeft(settings.maxAttempts, attempts.length);
  const revealed = isRevealed(settings.reveal, dueAt, left, now);
  const counted = countedAttempt(attempts, settings.attemptScoring);
  const fullMarks = counted !== null && counted.score >= counted.maxScore;
  const showKey = counted !== null && showsRightAnswers(settings, { dueAt, left, fullMarks }, now);
  return {
    blockId: block.blockId,
    attempts: attempts.map((attempt) => ({
      number: attempt.number,
      submittedAt: attempt.submittedAt.toISOString(),
      late: attempt.late,
      answers: attempt.answers,
      mark: revealed ? (attempt.mark as Mark) : null,
    })),
    maxAttempts: settings.maxAttempts,
    attemptsLeft: left,
    attemptScoring: settings.attemptScoring,
    maxScore: settings.points,
    revealed,
    score: revealed && counted ? counted.score : null,
    passed: revealed && counted ? passes(counted.score, counted.maxScore, settings.passPercent) : null,
    rightAnswers: showKey ? widget.revealedKey(setup) : null,
    scratchpad: scratchpad ?? null,
    dueAt,
  };
}
