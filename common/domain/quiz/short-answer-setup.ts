import { z } from 'zod';
import { reasonText } from '../../reasons';
import { AnswerKeyText, QUIZ_TEXT_MAX, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

export const MAX_ACCEPTED_ANSWERS = 20;

const REASONS = {
  answers: reasonText('quiz.acceptedAnswers', { max: MAX_ACCEPTED_ANSWERS }),
  answerText: reasonText('quiz.acceptedText', { max: QUIZ_TEXT_MAX }),
  value: reasonText('quiz.number'),
  tolerance: reasonText('quiz.tolerance'),
  fraction: reasonText('quiz.fraction'),
  fullMarks: reasonText('quiz.fullMarks'),
} as const;

const Fraction = z
  .number({ error: REASONS.fraction })
  .min(0, { error: REASONS.fraction })
  .max(1, { error: REASONS.fraction });

const TextKey = z.object({
  kind: z.literal('text'),
  answers: z
    .array(
      z.object({
        text: z
          .string()
          .trim()
          .min(1, { error: REASONS.answerText })
          .max(QUIZ_TEXT_MAX, { error: REASONS.answerText }),
        fraction: Fraction.default(1),
        feedback: AnswerKeyText,
      }),
    )
    .min(1, { error: REASONS.answers })
    .max(MAX_ACCEPTED_ANSWERS, { error: REASONS.answers }),
  caseSensitive: z.boolean().default(false),
  whitespace: z.enum(['exact', 'collapse', 'ignore']).default('collapse'),
  otherwiseFeedback: AnswerKeyText,
});

const NumericKey = z.object({
  kind: z.literal('numeric'),
  answers: z
    .array(
      z.object({
        value: z.number({ error: REASONS.value }).finite({ error: REASONS.value }),
        tolerance: z.number({ error: REASONS.tolerance }).min(0, { error: REASONS.tolerance }).default(0),
        fraction: Fraction.default(1),
        feedback: AnswerKeyText,
      }),
    )
    .min(1, { error: REASONS.answers })
    .max(MAX_ACCEPTED_ANSWERS, { error: REASONS.answers }),
  otherwiseFeedback: AnswerKeyText,
});

/**
 * A short answer block's setup as stored: the question and what kind of answer it takes (learners
 * get a number field for a numeric one), with the accepted answers under `answerKey`, which
 * readers who do not edit the course never receive.
 */
export const ShortAnswerSetup = QuizSettings.extend({
  question: QuestionText,
  answerKey: z.discriminatedUnion('kind', [TextKey, NumericKey]),
}).superRefine((setup, context) => {
  if (!setup.answerKey.answers.some((answer) => answer.fraction === 1)) {
    context.addIssue({ code: 'custom', path: ['answerKey', 'answers'], message: REASONS.fullMarks });
  }
});
export type ShortAnswerSetup = z.infer<typeof ShortAnswerSetup>;
