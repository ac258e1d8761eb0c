import { z } from 'zod';
import { reasonText } from '../../reasons';
import { DesignAttachment } from '../assessment/design-attachment';
import { AnswerKeyText, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

/** The most words a long form response may be asked to reach. */
export const MAX_MIN_WORDS = 5000;

/**
 * A long form response block's setup as stored: the question and the fewest words an answer must
 * have; a person marks it, and what guides their marking is under `answerKey`, which readers who do
 * not edit the course never receive. It may name an assessment design of its course to be marked by
 * (design-attachment.ts).
 */
export const LongFormResponseSetup = QuizSettings.extend({
  question: QuestionText,
  minWords: z
    .number({ error: reasonText('quiz.minWords', { max: MAX_MIN_WORDS }) })
    .int({ error: reasonText('quiz.minWords', { max: MAX_MIN_WORDS }) })
    .min(0, { error: reasonText('quiz.minWords', { max: MAX_MIN_WORDS }) })
    .max(MAX_MIN_WORDS, { error: reasonText('quiz.minWords', { max: MAX_MIN_WORDS }) })
    .default(0),
  answerKey: z.object({ guidance: AnswerKeyText }).default({ guidance: '' }),
  ...DesignAttachment.shape,
});
export type LongFormResponseSetup = z.infer<typeof LongFormResponseSetup>;
