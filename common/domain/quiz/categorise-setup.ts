import { z } from 'zod';
import { reasonText } from '../../reasons';
import { OptionId, QUIZ_TEXT_MAX, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

export const MAX_CATEGORIES = 8;
export const MAX_CATEGORY_ITEMS = 30;

const REASONS = {
  categories: reasonText('quiz.categories', { max: MAX_CATEGORIES }),
  items: reasonText('quiz.categoryItems', { max: MAX_CATEGORY_ITEMS }),
  text: reasonText('page.maxLength', { max: QUIZ_TEXT_MAX }),
  key: reasonText('quiz.categoryKey'),
} as const;

const Labelled = z.object({
  id: OptionId,
  text: z.string().trim().min(1, { error: REASONS.text }).max(QUIZ_TEXT_MAX, { error: REASONS.text }),
});

/**
 * A categorise block's setup as stored: categories, and items a learner sorts into them (shown in a
 * new order to each learner); which category each item belongs in is under `answerKey`, which
 * readers who do not edit the course never receive.
 */
export const CategoriseSetup = QuizSettings.extend({
  question: QuestionText,
  categories: z
    .array(Labelled)
    .min(2, { error: REASONS.categories })
    .max(MAX_CATEGORIES, { error: REASONS.categories }),
  items: z.array(Labelled).min(1, { error: REASONS.items }).max(MAX_CATEGORY_ITEMS, { error: REASONS.items }),
  answerKey: z.object({ categoryOf: z.record(OptionId, OptionId) }),
}).superRefine((setup, context) => {
  const ids = [...setup.categories, ...setup.items].map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', path: ['items'], message: REASONS.items });
  }
  const categoryIds = new Set(setup.categories.map((category) => category.id));
  const { categoryOf } = setup.answerKey;
  const whole =
    Object.keys(categoryOf).length === setup.items.length &&
    setup.items.every((item) => categoryIds.has(categoryOf[item.id] ?? ''));
  if (!whole) context.addIssue({ code: 'custom', path: ['answerKey', 'categoryOf'], message: REASONS.key });
});
export type CategoriseSetup = z.infer<typeof CategoriseSetup>;
