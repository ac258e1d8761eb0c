import { z } from 'zod';
import { reasonText } from '../../reasons';

/** The longest question, option, answer or feedback text an author may write. */
export const QUIZ_TEXT_MAX = 2000;

const QUESTION_REASON = reasonText('quiz.question', { max: QUIZ_TEXT_MAX });
const LENGTH_REASON = reasonText('page.maxLength', { max: QUIZ_TEXT_MAX });

export const QuestionText = z
  .string()
  .trim()
  .min(1, { error: QUESTION_REASON })
  .max(QUIZ_TEXT_MAX, { error: QUESTION_REASON });

/** Feedback or an accepted answer: optional text of bounded length. */
export const AnswerKeyText = z.string().max(QUIZ_TEXT_MAX, { error: LENGTH_REASON }).default('');

/** The id of an option, an item or a gap within one block (made by the editor). */
export const OptionId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: reasonText('quiz.optionId') });
