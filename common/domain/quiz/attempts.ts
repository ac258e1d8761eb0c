import type { AttemptScoring, QuizSettings, RevealWhen } from './quiz-settings';

/** What the attempt rules read of one submitted attempt. */
export interface ScoredAttempt {
  number: number;
  score: number;
  maxScore: number;
}

/** Attempts a learner has left: null when the widget allows any number. */
export function attemptsLeft(maxAttempts: number | null, used: number): number | null {
  return maxAttempts === null ? null : Math.max(0, maxAttempts - used);
}

/** The attempt whose score counts: the best (the earliest of equal bests) or the last; null before any. */
export function countedAttempt<Attempt extends ScoredAttempt>(
  attempts: readonly Attempt[],
  scoring: AttemptScoring,
): Attempt | null {
  if (attempts.length === 0) return null;
  const inOrder = [...attempts].sort((a, b) => a.number - b.number);
  if (scoring === 'last') return inOrder.at(-1)!;
  return inOrder.reduce((best, attempt) => (attempt.score > best.score ? attempt : best));
}

/** Does `score` of `maxScore` reach the pass mark (a share in percent; 0: any submission passes)? */
export function passes(score: number, maxScore: number, passPercent: number): boolean {
  if (passPercent <= 0 || maxScore <= 0) return true;
  // Rounded as the learner reads it, so 66.67% of 3 points passes a pass mark of 66.67.
  return Math.round((score / maxScore) * 10_000) / 100 >= passPercent;
}

/** Is a submission at `now` after the page's due date (null: the page has none)? */
export const isLate = (dueAt: string | null, now: Date) =>
  dueAt !== null && now.getTime() > Date.parse(dueAt);

/**
 * May the learner see their marks and the author's feedback (spec: the widget's reveal setting)?
 * 'immediately': once submitted; 'after_due_date': once the page's due date has passed, or on a
 * page without one, once the learner has no attempt left; 'never': not at all.
 */
export function isRevealed(
  reveal: RevealWhen,
  dueAt: string | null,
  left: number | null,
  now: Date,
): boolean {
  if (reveal === 'never') return false;
  if (reveal === 'immediately') return true;
  return dueAt === null ? left === 0 : now.getTime() >= Date.parse(dueAt);
}

/**
 * May the learner see the right answers? Only when marks are revealed and nothing is left to gain
 * by knowing them: no attempt left, full marks already, or the due date passed.
 */
export function showsRightAnswers(
  settings: Pick<QuizSettings, 'reveal'>,
  facts: { dueAt: string | null; left: number | null; fullMarks: boolean },
  now: Date,
): boolean {
  if (!isRevealed(settings.reveal, facts.dueAt, facts.left, now)) return false;
  const pastDue = facts.dueAt !== null && now.getTime() >= Date.parse(facts.dueAt);
  return facts.left === 0 || facts.fullMarks || pastDue;
}
