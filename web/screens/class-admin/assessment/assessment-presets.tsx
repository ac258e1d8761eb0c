import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssessmentPreset, PRESET_NAME_MAX } from '../../../../common/domain/class-assessment';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { fieldErrorOf } from '../../../lib/field-error';
import { newOptionId } from '../../page-editor/setup/option-id';
import type { EditedSettings } from './settings-fields';

interface AssessmentPresetsProps {
  presets: AssessmentPreset[];
  /** The settings on the form now: what "Save as a preset" keeps. */
  current: EditedSettings;
  /** Put a preset's settings on the form (saved with the form). */
  onApply: (preset: AssessmentPreset) => void;
  /** The presets changed (one kept or removed): saved at once. */
  onChange: (presets: AssessmentPreset[]) => void;
  error: unknown;
}

/** Spec §3 assessmentPresets: named sets of the class's settings, applied in one step. */
export function AssessmentPresets({ presets, current, onApply, onChange, error }: AssessmentPresetsProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const keep = () => {
    if (name.trim() === '') return;
    onChange([...presets, { _id: newOptionId(), name: name.trim(), settings: current }]);
    setName('');
  };
  return (
    <section
      aria-labelledby="assessment-presets"
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="assessment-presets" className="font-semibold text-slate-900">
        {t('classAdmin.assessment.presets')}
      </h3>
      {presets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classAdmin.assessment.noPresets')}</p>
      ) : (
        <ul className="space-y-2">
          {presets.map((preset) => (
            <li key={preset._id} className="flex flex-wrap items-center gap-3">
              <span className="font-medium text-slate-800">{preset.name}</span>
              <button type="button" className={SECONDARY_BUTTON} onClick={() => onApply(preset)}>
                {t('classAdmin.assessment.applyPreset', { name: preset.name })}
              </button>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={() => onChange(presets.filter((other) => other._id !== preset._id))}
              >
                {t('classAdmin.assessment.removePreset', { name: preset.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('classAdmin.assessment.presetName')}
          value={name}
          maxLength={PRESET_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrorOf(error, 'presets')}
        />
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={keep}
          aria-disabled={name.trim() === '' || undefined}
        >
          {t('classAdmin.assessment.savePreset')}
        </button>
      </div>
    </section>
  );
}
