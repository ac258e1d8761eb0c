import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassData, UpdateAssessmentInput } from '../../../../common/api/cohort';
import type { AssessmentPreset } from '../../../../common/domain/class-assessment';
import { classKey, updateAssessment } from '../../../api/class-admin';
import { describeError } from '../../../api/describe-error';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { formatDateTime } from '../../../lib/format-date-time';
import { AssessmentPresets } from './assessment-presets';
import { type EditedSettings, SettingsFields } from './settings-fields';

const settingsOf = ({ releasedAt: _kept, ...settings }: ClassData['assessmentSettings']): EditedSettings =>
  settings;

/**
 * The class's assessment settings with their presets. Saving sends them whole; applying a preset
 * fills the form (saved with the rest); held grades are released by their own button.
 */
export function AssessmentForm({ cohort }: { cohort: ClassData }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(() => settingsOf(cohort.assessmentSettings));
  const [presets, setPresets] = useState<AssessmentPreset[]>(cohort.assessmentPresets);
  const save = useMutation({
    mutationFn: (input: UpdateAssessmentInput) => updateAssessment(cohort.path, input),
    onSuccess: (saved) => queryClient.setQueryData(classKey(cohort.path), saved),
  });
  const send = (changes: Partial<UpdateAssessmentInput> = {}) =>
    save.mutate({ settings, presets, releaseGrades: false, ...changes });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const saved = cohort.assessmentSettings;
  const held = saved.gradeRelease === 'held';
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-6">
      <p className="text-slate-700">{t('classAdmin.assessment.intro')}</p>
      {!cohort.canManage && <p className="text-slate-700">{t('classAdmin.settings.readOnly')}</p>}
      <fieldset disabled={!cohort.canManage} className="space-y-6">
        <SettingsFields settings={settings} onChange={setSettings} error={save.error} />
        {held && (
          <div className="rounded-lg border border-slate-200 p-3">
            <p className="text-slate-800">
              {saved.releasedAt
                ? t('classAdmin.assessment.releasedAt', {
                    time: formatDateTime(saved.releasedAt, cohort.classAccessTz),
                  })
                : t('classAdmin.assessment.heldNow')}
            </p>
            {!saved.releasedAt && (
              <button
                type="button"
                className={`${SECONDARY_BUTTON} mt-2`}
                onClick={() => send({ settings: settingsOf(saved), releaseGrades: true })}
              >
                {t('classAdmin.assessment.releaseNow')}
              </button>
            )}
          </div>
        )}
        <AssessmentPresets
          presets={presets}
          current={settings}
          onApply={(preset) => setSettings(preset.settings)}
          onChange={(next) => {
            setPresets(next);
            send({ presets: next });
          }}
          error={save.error}
        />
      </fieldset>
      <FormAlert message={save.error ? describeError(save.error) : undefined} />
      {cohort.canManage && (
        <div className="flex items-center gap-4">
          <button type="submit" aria-disabled={save.isPending || undefined} className={PRIMARY_BUTTON}>
            {save.isPending ? t('classAdmin.settings.saving') : t('classAdmin.assessment.save')}
          </button>
          <p role="status" className="text-sm font-medium text-green-800">
            {save.isSuccess ? t('classAdmin.settings.saved') : ''}
          </p>
        </div>
      )}
    </form>
  );
}
