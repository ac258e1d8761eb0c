import { useTranslation } from 'react-i18next';
import {
  type ClassAssessmentSettings,
  GRADE_RELEASES,
  LATE_POLICIES,
} from '../../../../common/domain/class-assessment';
import { CheckboxField } from '../../../components/checkbox-field';
import { fieldErrorOf } from '../../../lib/field-error';
import { ChoiceGroup } from '../../page-editor/setup/choice-group';
import { NumberField } from '../../page-editor/setup/number-field';

/** The settings a class admin edits (the release time is the server's). */
export type EditedSettings = Omit<ClassAssessmentSettings, 'releasedAt'>;

interface SettingsFieldsProps {
  settings: EditedSettings;
  onChange: (settings: EditedSettings) => void;
  /** A failed save, whose reasons name fields (`settings.passPercent`…). */
  error: unknown;
}

/** When marks show, the class's pass mark, and what late work gets. */
export function SettingsFields({ settings, onChange, error: saveError }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const update = (patch: Partial<EditedSettings>) => onChange({ ...settings, ...patch });
  const error = (field: string) => fieldErrorOf(saveError, `settings.${field}`);
  return (
    <div className="space-y-5">
      <ChoiceGroup
        legend={t('classAdmin.assessment.gradeRelease')}
        value={settings.gradeRelease}
        options={GRADE_RELEASES.map((value) => ({
          value,
          label: t(`classAdmin.assessment.release.${value}`),
        }))}
        onChange={(gradeRelease) => update({ gradeRelease })}
      />
      <div className="space-y-2">
        <CheckboxField
          label={t('classAdmin.assessment.ownPassMark')}
          checked={settings.passPercent !== null}
          onChange={(checked) => update({ passPercent: checked ? 50 : null })}
        />
        {settings.passPercent !== null && (
          <NumberField
            label={t('classAdmin.assessment.passPercent')}
            inputMode="decimal"
            value={settings.passPercent}
            onChange={(passPercent) => update({ passPercent })}
            error={error('passPercent')}
          />
        )}
      </div>
      <ChoiceGroup
        legend={t('classAdmin.assessment.latePolicy')}
        value={settings.latePolicy}
        options={LATE_POLICIES.map((value) => ({ value, label: t(`classAdmin.assessment.late.${value}`) }))}
        onChange={(latePolicy) => update({ latePolicy })}
      />
      {settings.latePolicy === 'penalty' && (
        <NumberField
          label={t('classAdmin.assessment.latePenalty')}
          inputMode="decimal"
          value={settings.latePenaltyPercent}
          onChange={(latePenaltyPercent) => update({ latePenaltyPercent })}
          error={error('latePenaltyPercent')}
        />
      )}
    </div>
  );
}
