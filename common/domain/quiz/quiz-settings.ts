import { z } from 'zod';
import { reasonText } from '../../reasons';

/** When a learner sees whether they were right, the right answers and the author's feedback. */
export const REVEAL_WHEN = ['immediately', 'after_due_date', 'never'] as const;
export type RevealWhen = (typeof REVEAL_WHEN)[number];

/** Which attempt's score counts when a learner may try again. */
export const ATTEMPT_SCORING = ['best', 'last'] as const;
export type AttemptScoring = (typeof ATTEMPT_SCORING)[number];

/** The most attempts a widget may allow (null: as many as the learner likes). */
export const MAX_ATTEMPTS_LIMIT = 100;
/** The most points one quiz widget may be worth. */
export const MAX_POINTS = 1000;
/** The most an assessed item (a quiz block, an exam) may weigh in the gradebook's weighted total. */
export const MAX_WEIGHT = 100;
/** What an item weighs when its author has not said: as much as any other. */
export const DEFAULT_WEIGHT = 1;

const WEIGHT_REASON = reasonText('quiz.weight', { max: MAX_WEIGHT });

/** How much an assessed item counts in the gradebook's weighted total, beside the others' weights. */
export const ItemWeight = z
  .number({ error: WEIGHT_REASON })
  .min(0, { error: WEIGHT_REASON })
  .max(MAX_WEIGHT, { error: WEIGHT_REASON });

/**
 * What every quiz widget's setup has beside its question (spec §3 Block progressSettings and
 * afterDueDate): its points, how many attempts, which one counts, when answers are revealed, and
 * the share of the points that passes (what completes it when it is a progress contributor).
 */
const REASONS = {
  points: reasonText('quiz.points', { max: MAX_POINTS }),
  maxAttempts: reasonText('quiz.maxAttempts', { max: MAX_ATTEMPTS_LIMIT }),
  passPercent: reasonText('quiz.passPercent'),
  choice: reasonText('course.choice'),
} as const;

export const QuizSettings = z.object({
  points: z
    .number({ error: REASONS.points })
    .min(0, { error: REASONS.points })
    .max(MAX_POINTS, { error: REASONS.points })
    .default(1),
  maxAttempts: z
    .number({ error: REASONS.maxAttempts })
    .int({ error: REASONS.maxAttempts })
    .min(1, { error: REASONS.maxAttempts })
    .max(MAX_ATTEMPTS_LIMIT, { error: REASONS.maxAttempts })
    .nullable()
    .default(1),
  attemptScoring: z.enum(ATTEMPT_SCORING, { error: REASONS.choice }).default('best'),
  reveal: z.enum(REVEAL_WHEN, { error: REASONS.choice }).default('immediately'),
  /** Percent of the points that passes; 0: any submission completes it. */
  passPercent: z
    .number({ error: REASONS.passPercent })
    .min(0, { error: REASONS.passPercent })
    .max(100, { error: REASONS.passPercent })
    .default(0),
  /** Its weight in the gradebook; absent in setups saved before weights (DEFAULT_WEIGHT). */
  weight: ItemWeight.optional(),
});
export type QuizSettings = z.infer<typeof QuizSettings>;
