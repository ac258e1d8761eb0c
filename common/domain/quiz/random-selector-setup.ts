import { z } from 'zod';
import { reasonText } from '../../reasons';
import { QUIZ_TEXT_MAX } from './question-text';
import { QuizSettings } from './quiz-settings';

/** The most questions a random selector draws for a learner. */
export const RANDOM_DRAW_MAX = 20;

const REASONS = {
  bank: reasonText('quiz.drawBank'),
  count: reasonText('exam.drawCount', { max: RANDOM_DRAW_MAX }),
  tag: reasonText('exam.tag'),
  instructions: reasonText('page.maxLength', { max: QUIZ_TEXT_MAX }),
} as const;

/**
 * A random selector block's setup as stored: `count` questions drawn for each learner from one of
 * the course's question banks (only those with every tag and the difficulty asked for), worth
 * `points` together, each an equal share. Its questions' keys live in the bank, never here.
 */
export const RandomSelectorSetup = QuizSettings.extend({
  /** What the learner reads above the questions; may be empty. */
  question: z.string().trim().max(QUIZ_TEXT_MAX, { error: REASONS.instructions }).default(''),
  bankId: z.uuid({ error: REASONS.bank }).nullable().default(null),
  count: z
    .number({ error: REASONS.count })
    .int({ error: REASONS.count })
    .min(1, { error: REASONS.count })
    .max(RANDOM_DRAW_MAX, { error: REASONS.count })
    .default(3),
  tags: z
    .array(
      z.string({ error: REASONS.tag }).trim().min(1, { error: REASONS.tag }).max(60, { error: REASONS.tag }),
    )
    .max(10, { error: REASONS.tag })
    .default([]),
  difficulty: z
    .enum(['easy', 'medium', 'hard'], { error: reasonText('course.choice') })
    .nullable()
    .default(null),
});
export type RandomSelectorSetup = z.infer<typeof RandomSelectorSetup>;

/** A question drawn for a learner: its bank question's id, widget and setup (key included on the server). */
export const DrawnQuestion = z.object({
  id: z.string(),
  widgetType: z.string(),
  setupData: z.record(z.string(), z.unknown()),
});
export type DrawnQuestion = z.infer<typeof DrawnQuestion>;

/**
 * The setup the server marks a learner's attempt against: the stored setup with the questions
 * drawn for that attempt (server/domains/assessment/random-draw.ts puts them in).
 */
export const DrawnSelectorSetup = RandomSelectorSetup.extend({ drawn: z.array(DrawnQuestion).default([]) });
export type DrawnSelectorSetup = z.infer<typeof DrawnSelectorSetup>;
