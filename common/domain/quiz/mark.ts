import type { RubricLevelMark } from '../assessment/rubric-marks';

/**
 * What marking one answer gives (spec §7 submitQuiz; marked on the server only): points out of the
 * question's points, whether it counts as right, and the feedback the author wrote for what the
 * learner chose. A learner receives it only when the widget's reveal setting allows.
 */
export interface Mark {
  /** Points earned, from 0 to `maxScore`, rounded to two decimals. */
  score: number;
  maxScore: number;
  /** Full marks. */
  correct: boolean;
  /** The author's feedback for this answer, in the order the learner's choices came. */
  feedback: string[];
  /** Of a question in parts (gaps, items to match), the ids of those answered right. */
  rightParts?: string[];
  /** A teacher's mark by a rubric: the level chosen of each criterion. */
  rubric?: RubricLevelMark[];
  /** The share of the score taken off because it came after the due date (the class's late policy). */
  latePenaltyPercent?: number;
  /**
   * Of a random selector: each drawn bank question's share of the points and what the answer earned
   * of it, by the question's id (the evidence of the outcomes the question is aligned to).
   */
  questionMarks?: Record<string, QuestionMark>;
}

/** A drawn question's part of a random selector's mark. */
export interface QuestionMark {
  score: number;
  maxScore: number;
}

/** Points rounded to two decimals, never below 0 nor above `max`. */
export function points(fraction: number, max: number): number {
  const clamped = Math.min(1, Math.max(0, fraction));
  return Math.round(clamped * max * 100) / 100;
}

/** The mark of an answer worth `fraction` of `maxScore`. */
export function markOf(fraction: number, maxScore: number, feedback: string[] = []): Mark {
  const score = points(fraction, maxScore);
  return { score, maxScore, correct: score === maxScore, feedback: feedback.filter(Boolean) };
}
