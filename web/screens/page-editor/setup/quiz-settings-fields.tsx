import { useTranslation } from 'react-i18next';
import {
  ATTEMPT_SCORING,
  DEFAULT_WEIGHT,
  type QuizSettings,
  REVEAL_WHEN,
} from '../../../../common/domain/quiz/quiz-settings';
import { CheckboxField } from '../../../components/checkbox-field';
import { ChoiceGroup } from './choice-group';
import { NumberField } from './number-field';

/**
 * What every quiz widget's setup has beside its question: its points, its weight in the
 * gradebook, the attempts allowed (a number, or unlimited: null), which attempt counts (only asked
 * when there can be more than one), when answers are revealed, and the pass mark.
 */
export function QuizSettingsFields({
  settings,
  onChange,
}: {
  settings: QuizSettings;
  onChange: (patch: Partial<QuizSettings>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('quizSetup.settings.legend')}</legend>
      <NumberField
        label={t('quizSetup.settings.points')}
        value={settings.points}
        onChange={(points) => onChange({ points })}
      />
      <NumberField
        label={t('quizSetup.settings.weight')}
        hint={t('quizSetup.settings.weightHint')}
        value={settings.weight ?? DEFAULT_WEIGHT}
        onChange={(weight) => onChange({ weight })}
      />
      {settings.maxAttempts !== null && (
        <NumberField
          label={t('quizSetup.settings.attempts')}
          inputMode="numeric"
          value={settings.maxAttempts}
          onChange={(maxAttempts) => onChange({ maxAttempts })}
        />
      )}
      <CheckboxField
        label={t('quizSetup.settings.unlimited')}
        checked={settings.maxAttempts === null}
        onChange={(unlimited) => onChange({ maxAttempts: unlimited ? null : 1 })}
      />
      {settings.maxAttempts !== 1 && (
        <ChoiceGroup
          legend={t('quizSetup.settings.attemptScoring.legend')}
          value={settings.attemptScoring}
          options={ATTEMPT_SCORING.map((value) => ({
            value,
            label: t(`quizSetup.settings.attemptScoring.${value}`),
          }))}
          onChange={(attemptScoring) => onChange({ attemptScoring })}
        />
      )}
      <ChoiceGroup
        legend={t('quizSetup.settings.reveal.legend')}
        value={settings.reveal}
        options={REVEAL_WHEN.map((value) => ({ value, label: t(`quizSetup.settings.reveal.${value}`) }))}
        onChange={(reveal) => onChange({ reveal })}
      />
      <NumberField
        label={t('quizSetup.settings.passPercent')}
        hint={t('quizSetup.settings.passPercentHint')}
        value={settings.passPercent}
        onChange={(passPercent) => onChange({ passPercent })}
      />
    </fieldset>
  );
}
