import type { TFunction } from 'i18next';
import { MultipleChoiceSetup } from '../../../common/domain/quiz/multiple-choice-setup';
import { ShortAnswerSetup } from '../../../common/domain/quiz/short-answer-setup';
import { newOptionId } from './setup/option-id';

// Parsed, so the starters take the schemas' defaults (1 point, 1 attempt…) and are known valid.
const AnswerKey = ShortAnswerSetup.shape.answerKey;

/** A text answer key with one accepted answer: how a short answer starts, and starts again as text. */
export const starterTextKey = (t: TFunction, otherwiseFeedback = '') =>
  AnswerKey.parse({ kind: 'text', answers: [{ text: t('quizSetup.starter.answer') }], otherwiseFeedback });

/** A numeric answer key with one accepted answer: 0, exactly. */
export const starterNumericKey = (otherwiseFeedback = '') =>
  AnswerKey.parse({ kind: 'numeric', answers: [{ value: 0 }], otherwiseFeedback });

/**
 * The setup a new quiz block is created with: the server refuses a quiz block without a valid
 * setup, and the author edits from there. Undefined for other widgets, which start empty.
 */
export function starterSetupOf(
  widgetType: string,
  t: TFunction,
): MultipleChoiceSetup | ShortAnswerSetup | undefined {
  const question = t('quizSetup.starter.question');
  if (widgetType === 'multiple_choice') {
    const options = [1, 2].map((number) => ({
      id: newOptionId(),
      text: t('quizSetup.starter.option', { number }),
    }));
    return MultipleChoiceSetup.parse({
      question,
      options,
      answerKey: { correctOptionIds: [options[0]!.id] },
    });
  }
  if (widgetType === 'short_answer')
    return ShortAnswerSetup.parse({ question, answerKey: starterTextKey(t) });
  return undefined;
}
