import { useTranslation } from 'react-i18next';
import type { FillInTheBlanksSetup as FillInTheBlanksSetupData } from '../../../../common/domain/quiz/fill-in-the-blanks-setup';
import { CheckboxField } from '../../../components/checkbox-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { PassageField } from './passage-field';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';

/**
 * The fill in the blanks block's setup: the instructions (its question), the passage with its
 * gaps and their accepted answers, whether answers must match in case, and the quiz settings.
 * Like the other quiz forms, it edits the whole valid setup the block was created with
 * (quiz-starter-setup.ts), sending it whole.
 */
export function FillInTheBlanksSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const setup = block.setupData as FillInTheBlanksSetupData;
  const update = (patch: Partial<FillInTheBlanksSetupData>) => onChange({ ...setup, ...patch });
  const { answerKey } = setup;
  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <PassageField
        passage={setup.passage}
        gaps={answerKey.gaps}
        onChange={({ passage, gaps }) => update({ passage, answerKey: { ...answerKey, gaps } })}
      />
      <CheckboxField
        label={t('quizSetup.caseSensitive')}
        checked={answerKey.caseSensitive}
        onChange={(caseSensitive) => update({ answerKey: { ...answerKey, caseSensitive } })}
      />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
