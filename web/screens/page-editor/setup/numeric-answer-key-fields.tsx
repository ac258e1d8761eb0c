import { useTranslation } from 'react-i18next';
import type { ShortAnswerKey } from '../../../../common/domain/quiz/short-answer';
import { AcceptedAnswers } from './accepted-answers';
import { NumberField } from './number-field';
import { ShareAndFeedbackFields } from './share-and-feedback-fields';

type NumericKey = Extract<ShortAnswerKey, { kind: 'numeric' }>;

/** A numeric answer key: each accepted number with its tolerance (±), share of the points and feedback. */
export function NumericAnswerKeyFields({
  answerKey,
  onChange,
}: {
  answerKey: NumericKey;
  onChange: (answerKey: NumericKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <AcceptedAnswers
      answers={answerKey.answers}
      onChange={(answers) => onChange({ ...answerKey, answers })}
      fresh={() => ({ value: 0, tolerance: 0, fraction: 1, feedback: '' })}
      fields={(answer, update) => (
        <>
          <NumberField
            label={t('quizSetup.accepted.value')}
            // A phone's decimal keypad may have no minus sign, and the number may be negative.
            inputMode="text"
            value={answer.value}
            data-focus="answer"
            onChange={(value) => update({ value })}
          />
          <NumberField
            label={t('quizSetup.accepted.tolerance')}
            hint={t('quizSetup.accepted.toleranceHint')}
            value={answer.tolerance}
            onChange={(tolerance) => update({ tolerance })}
          />
          <ShareAndFeedbackFields answer={answer} update={update} />
        </>
      )}
    />
  );
}
