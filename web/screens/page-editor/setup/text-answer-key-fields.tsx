import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import type { ShortAnswerKey } from '../../../../common/domain/quiz/short-answer';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { AcceptedAnswers } from './accepted-answers';
import { ChoiceGroup } from './choice-group';
import { ShareAndFeedbackFields } from './share-and-feedback-fields';

type TextKey = Extract<ShortAnswerKey, { kind: 'text' }>;

const WHITESPACE = ['exact', 'collapse', 'ignore'] as const;

/** A text answer key: the accepted answers (text, share, feedback), and how typed answers are compared. */
export function TextAnswerKeyFields({
  answerKey,
  onChange,
}: {
  answerKey: TextKey;
  onChange: (answerKey: TextKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AcceptedAnswers
        answers={answerKey.answers}
        onChange={(answers) => onChange({ ...answerKey, answers })}
        fresh={() => ({ text: '', fraction: 1, feedback: '' })}
        fields={(answer, update) => (
          <>
            <TextField
              label={t('quizSetup.accepted.text')}
              value={answer.text}
              maxLength={QUIZ_TEXT_MAX}
              data-focus="answer"
              onChange={(event) => update({ text: event.target.value })}
            />
            <ShareAndFeedbackFields answer={answer} update={update} />
          </>
        )}
      />
      <CheckboxField
        label={t('quizSetup.caseSensitive')}
        checked={answerKey.caseSensitive}
        onChange={(caseSensitive) => onChange({ ...answerKey, caseSensitive })}
      />
      <ChoiceGroup
        legend={t('quizSetup.whitespace.legend')}
        value={answerKey.whitespace}
        options={WHITESPACE.map((value) => ({ value, label: t(`quizSetup.whitespace.${value}`) }))}
        onChange={(whitespace) => onChange({ ...answerKey, whitespace })}
      />
    </>
  );
}
