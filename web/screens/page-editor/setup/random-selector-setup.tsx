import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import {
  RANDOM_DRAW_MAX,
  type RandomSelectorSetup as RandomSelectorSetupData,
} from '../../../../common/domain/quiz/random-selector-setup';
import { banksQuery } from '../../../api/questionbank';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { NumberField } from './number-field';
import { QuizSettingsFields } from './quiz-settings-fields';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** Tags as typed, comma-separated, to the list the setup keeps (blank ones dropped). */
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The random selector block's setup: what learners read above the questions, the course's bank
 * to draw from (banks are made in course admin, Question banks), how many questions each learner
 * gets, only those with some tags or a difficulty, and the quiz settings (the points are shared
 * equally by the questions drawn).
 */
export function RandomSelectorSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const setup = block.setupData as RandomSelectorSetupData;
  const update = (patch: Partial<RandomSelectorSetupData>) => onChange({ ...setup, ...patch });
  const banks = useQuery(banksQuery(coursePath));
  const bankOptions = (banks.data ?? []).map((bank) => ({
    value: bank.id,
    label: t('quizSetup.draw.bankOption', { name: bank.name, count: bank.questionCount }),
  }));
  return (
    <div className="space-y-4">
      <TextAreaField
        label={t('quizSetup.draw.instructions')}
        hint={t('quizSetup.draw.instructionsHint')}
        rows={2}
        value={setup.question}
        maxLength={QUIZ_TEXT_MAX}
        onChange={(event) => update({ question: event.target.value })}
      />
      <SelectField
        label={t('quizSetup.draw.bank')}
        value={setup.bankId ?? ''}
        placeholder={banks.isPending ? t('quizSetup.draw.loadingBanks') : t('quizSetup.draw.chooseBank')}
        options={bankOptions}
        onChange={(bankId) => update({ bankId: bankId === '' ? null : bankId })}
        error={
          banks.isError
            ? t('quizSetup.draw.banksFailed')
            : banks.isSuccess && bankOptions.length === 0
              ? t('quizSetup.draw.noBanks')
              : undefined
        }
      />
      <NumberField
        label={t('quizSetup.draw.count')}
        hint={t('quizSetup.draw.countHint', { max: RANDOM_DRAW_MAX })}
        inputMode="numeric"
        value={setup.count}
        onChange={(count) => update({ count })}
      />
      <TextField
        label={t('quizSetup.draw.tags')}
        hint={t('quizSetup.draw.tagsHint')}
        defaultValue={setup.tags.join(', ')}
        onChange={(event) => update({ tags: tagsOf(event.target.value) })}
      />
      <SelectField
        label={t('quizSetup.draw.difficulty')}
        value={setup.difficulty ?? ''}
        placeholder={t('quizSetup.draw.anyDifficulty')}
        options={DIFFICULTIES.map((value) => ({ value, label: t(`quizSetup.draw.difficulties.${value}`) }))}
        onChange={(difficulty) =>
          update({
            difficulty: difficulty === '' ? null : (difficulty as RandomSelectorSetupData['difficulty']),
          })
        }
      />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
