import { z } from 'zod';
import { reasonText } from '../../reasons';
import { OptionId, QUIZ_TEXT_MAX, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

export const MAX_PAIRS = 20;
/** Choices that match no item, to make guessing harder. */
export const MAX_DISTRACTORS = 10;

const REASONS = {
  pairs: reasonText('quiz.pairs', { max: MAX_PAIRS }),
  pairText: reasonText('quiz.pairText', { max: QUIZ_TEXT_MAX }),
  pairKey: reasonText('quiz.pairKey'),
} as const;

const Side = z.object({
  id: OptionId,
  text: z.string().trim().min(1, { error: REASONS.pairText }).max(QUIZ_TEXT_MAX, { error: REASONS.pairText }),
});

/**
 * A match it block's setup as stored: items (the left side) and choices (the right side, shown in
 * a new order to each learner, with any distractors), each with an id of its own that says nothing
 * of its match; which choice matches which item is under `answerKey`, which readers who do not
 * edit the course never receive.
 */
export const MatchItSetup = QuizSettings.extend({
  question: QuestionText,
  items: z.array(Side).min(2, { error: REASONS.pairs }).max(MAX_PAIRS, { error: REASONS.pairs }),
  choices: z
    .array(Side)
    .min(2, { error: REASONS.pairs })
    .max(MAX_PAIRS + MAX_DISTRACTORS, { error: REASONS.pairs }),
  answerKey: z.object({ matches: z.record(OptionId, OptionId) }),
}).superRefine((setup, context) => {
  const ids = [...setup.items, ...setup.choices].map((side) => side.id);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', path: ['items'], message: REASONS.pairs });
  }
  const choiceIds = new Set(setup.choices.map((choice) => choice.id));
  const { matches } = setup.answerKey;
  const whole =
    Object.keys(matches).length === setup.items.length &&
    setup.items.every((item) => choiceIds.has(matches[item.id] ?? '')) &&
    new Set(Object.values(matches)).size === setup.items.length;
  if (!whole) context.addIssue({ code: 'custom', path: ['answerKey', 'matches'], message: REASONS.pairKey });
});
export type MatchItSetup = z.infer<typeof MatchItSetup>;
