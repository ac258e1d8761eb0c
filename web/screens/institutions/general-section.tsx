import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSTITUTION_NAME_MAX,
  INSTITUTION_STATUSES,
  type InstitutionSettings,
  type InstitutionSettingsInput,
  type InstitutionStatus,
} from '../../../common/api/institution';
import { institutionKeys, saveInstitutionSettings } from '../../api/institutions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { fieldErrorOf, serverFieldErrors } from '../../lib/field-error';
import { ColourField } from '../certification/colour-field';
import { SaveBar } from '../course-admin/save-bar';
import { CountryField, RegionField } from './place-fields';
import { SurveyBanner } from './survey-banner';

const LEGEND = 'text-lg font-semibold text-slate-900';

/** The general settings as the form holds them. */
const draftOf = (settings: InstitutionSettings): InstitutionSettingsInput => ({
  name: settings.name,
  country: settings.country,
  region: settings.region,
  status: settings.status,
  colours: { ...settings.colours },
});

const isChanged = (draft: InstitutionSettingsInput, saved: InstitutionSettingsInput) =>
  JSON.stringify(draft) !== JSON.stringify(saved);

/**
 * The General section: the institution's name, country, region, status and colours, saved
 * explicitly; the server's reasons show by their fields and nothing typed is lost; leaving with
 * unsaved changes asks first.
 */
export function GeneralSection({
  institutionPath,
  settings,
}: {
  institutionPath: string;
  settings: InstitutionSettings;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(saved);
  const save = useMutation({
    mutationFn: (submitted: InstitutionSettingsInput) => saveInstitutionSettings(institutionPath, submitted),
    onSuccess: (answer, submitted) => {
      queryClient.setQueryData(institutionKeys.settings(institutionPath), answer);
      const next = draftOf(answer);
      setSaved(next);
      // The settings as the server keeps them (trimmed), unless typing went on during the save.
      setDraft((current) => (current === submitted ? next : current));
    },
  });
  const leaveDialog = useUnsavedChanges(isChanged(draft, saved));
  const errorOf = (field: string) => fieldErrorOf(save.error, field);

  function update(change: Partial<InstitutionSettingsInput>) {
    setDraft((current) => ({ ...current, ...change }));
    if (save.isSuccess) save.reset();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }

  return (
    <>
      <SurveyBanner institutionPath={institutionPath} />
      <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-8">
        <fieldset className="space-y-4">
          <legend className={LEGEND}>{t('institutions.general.identity')}</legend>
          <TextField
            label={t('institutions.fields.name')}
            value={draft.name}
            maxLength={INSTITUTION_NAME_MAX}
            onChange={(event) => update({ name: event.target.value })}
            error={errorOf('name')}
          />
          <p className="text-sm text-slate-700">
            {t('institutions.general.address', { path: settings.path })}
          </p>
          <CountryField
            value={draft.country}
            onChange={(country) => update({ country: country as InstitutionSettingsInput['country'] })}
            error={errorOf('country')}
          />
          <RegionField
            value={draft.region}
            onChange={(region) => update({ region })}
            error={errorOf('region')}
          />
          <SelectField
            label={t('institutions.fields.status')}
            value={draft.status}
            options={INSTITUTION_STATUSES.map((status) => ({
              value: status,
              label: t(`institutions.statuses.${status}`),
            }))}
            onChange={(status) => update({ status: status as InstitutionStatus })}
            error={errorOf('status')}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className={LEGEND}>{t('institutions.general.colours')}</legend>
          {(['primary', 'accent'] as const).map((name) => (
            <ColourField
              key={name}
              label={t(`institutions.general.${name}`)}
              value={draft.colours[name]}
              onChange={(colour) => update({ colours: { ...draft.colours, [name]: colour } })}
              error={errorOf(`colours.${name}`)}
            />
          ))}
        </fieldset>
        <SaveBar save={save} fieldErrors={serverFieldErrors(save.error)} />
      </form>
      {leaveDialog}
    </>
  );
}
