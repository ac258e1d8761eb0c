import { useTranslation } from 'react-i18next';
import type { MultipleChoiceSetup as MultipleChoiceSetupData } from '../../../../common/domain/quiz/multiple-choice-setup';
import { CheckboxField } from '../../../components/checkbox-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { MultipleChoiceOptions } from './multiple-choice-options';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';

/**
 * The multiple choice block's setup: the question, its options and which are right, how learners
 * answer, and the quiz settings. A quiz block is created with a whole valid setup
 * (quiz-starter-setup.ts), so the form edits `block.setupData` as it is, always sending it whole;
 * what the server refuses stays shown with its reasons until the author fixes it.
 */
export function MultipleChoiceSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const setup = block.setupData as MultipleChoiceSetupData;
  const update = (patch: Partial<MultipleChoiceSetupData>) => onChange({ ...setup, ...patch });
  const { options, answerKey } = setup;

  // With one right answer, only the first option marked right stays right.
  function setMultipleAnswers(multipleAnswers: boolean) {
    const firstRight = options.find((option) => answerKey.correctOptionIds.includes(option.id));
    const correctOptionIds = multipleAnswers || !firstRight ? answerKey.correctOptionIds : [firstRight.id];
    update({ multipleAnswers, answerKey: { ...answerKey, correctOptionIds } });
  }

  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <MultipleChoiceOptions setup={setup} update={update} />
      <CheckboxField
        label={t('quizSetup.multipleAnswers')}
        checked={setup.multipleAnswers}
        onChange={setMultipleAnswers}
      />
      {setup.multipleAnswers && (
        <CheckboxField
          label={t('quizSetup.partialCredit')}
          checked={answerKey.partialCredit}
          onChange={(partialCredit) => update({ answerKey: { ...answerKey, partialCredit } })}
        />
      )}
      <CheckboxField
        label={t('quizSetup.shuffle')}
        checked={setup.shuffle}
        onChange={(shuffle) => update({ shuffle })}
      />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
