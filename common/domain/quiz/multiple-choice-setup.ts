import { z } from 'zod';
import { reasonText } from '../../reasons';
import { AnswerKeyText, OptionId, QUIZ_TEXT_MAX, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

export const MAX_OPTIONS = 20;

const REASONS = {
  optionText: reasonText('quiz.optionText', { max: QUIZ_TEXT_MAX }),
  options: reasonText('quiz.options', { max: MAX_OPTIONS }),
  oneRight: reasonText('quiz.oneRight'),
  someRight: reasonText('quiz.someRight'),
} as const;

/**
 * A multiple choice block's setup as stored. What only the marking may read is under `answerKey`,
 * which readers who do not edit the course never receive (content/block-visibility.ts leaves it out).
 */
export const MultipleChoiceSetup = QuizSettings.extend({
  question: QuestionText,
  options: z
    .array(
      z.object({
        id: OptionId,
        text: z
          .string()
          .trim()
          .min(1, { error: REASONS.optionText })
          .max(QUIZ_TEXT_MAX, { error: REASONS.optionText }),
      }),
    )
    .min(2, { error: REASONS.options })
    .max(MAX_OPTIONS, { error: REASONS.options }),
  /** Several options may be right: learners tick boxes instead of choosing one. */
  multipleAnswers: z.boolean().default(false),
  /** Options in a new order for each learner. */
  shuffle: z.boolean().default(true),
  answerKey: z.object({
    correctOptionIds: z.array(OptionId).max(MAX_OPTIONS),
    /** With several right answers: credit per right option ticked, less per wrong one. */
    partialCredit: z.boolean().default(false),
    /** Feedback by option id, shown for the options the learner chose. */
    feedback: z.record(OptionId, AnswerKeyText).default({}),
  }),
}).superRefine((setup, context) => {
  const ids = new Set(setup.options.map((option) => option.id));
  if (ids.size !== setup.options.length) {
    context.addIssue({ code: 'custom', path: ['options'], message: REASONS.options });
  }
  const right = new Set(setup.answerKey.correctOptionIds.filter((id) => ids.has(id)));
  const wanted = setup.multipleAnswers ? right.size > 0 : right.size === 1;
  if (!wanted || right.size !== setup.answerKey.correctOptionIds.length) {
    const message = setup.multipleAnswers ? REASONS.someRight : REASONS.oneRight;
    context.addIssue({ code: 'custom', path: ['answerKey', 'correctOptionIds'], message });
  }
});
export type MultipleChoiceSetup = z.infer<typeof MultipleChoiceSetup>;
