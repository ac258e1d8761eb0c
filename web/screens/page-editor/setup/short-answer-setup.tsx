import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import type { ShortAnswerSetup as ShortAnswerSetupData } from '../../../../common/domain/quiz/short-answer-setup';
import { TextAreaField } from '../../../components/text-area-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { starterNumericKey, starterTextKey } from '../quiz-starter-setup';
import { ChoiceGroup } from './choice-group';
import { NumericAnswerKeyFields } from './numeric-answer-key-fields';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';
import { TextAnswerKeyFields } from './text-answer-key-fields';

/**
 * The short answer block's setup: the question, the kind of answer (text or a number) with its
 * accepted answers, the feedback for any other answer, and the quiz settings. Like the multiple
 * choice form, it edits the whole valid setup the block was created with, sending it whole.
 */
export function ShortAnswerSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const setup = block.setupData as ShortAnswerSetupData;
  const update = (patch: Partial<ShortAnswerSetupData>) => onChange({ ...setup, ...patch });
  const { answerKey } = setup;
  const { otherwiseFeedback } = answerKey;
  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <ChoiceGroup
        legend={t('quizSetup.answerKind.legend')}
        value={answerKey.kind}
        options={[
          { value: 'text', label: t('quizSetup.answerKind.text') },
          { value: 'numeric', label: t('quizSetup.answerKind.numeric') },
        ]}
        // Text answers and numbers share nothing: a new kind starts from one accepted answer.
        onChange={(kind) =>
          update({
            answerKey:
              kind === 'text' ? starterTextKey(t, otherwiseFeedback) : starterNumericKey(otherwiseFeedback),
          })
        }
      />
      {answerKey.kind === 'text' ? (
        <TextAnswerKeyFields answerKey={answerKey} onChange={(key) => update({ answerKey: key })} />
      ) : (
        <NumericAnswerKeyFields answerKey={answerKey} onChange={(key) => update({ answerKey: key })} />
      )}
      <TextAreaField
        label={t('quizSetup.otherwiseFeedback')}
        rows={2}
        value={otherwiseFeedback}
        maxLength={QUIZ_TEXT_MAX}
        onChange={(event) => update({ answerKey: { ...answerKey, otherwiseFeedback: event.target.value } })}
      />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
