import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_TYPES, type TermsType } from '../../../common/terms-types';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { scheduleTosUpdate, TERMS_DATES_KEYS } from '../../api/terms';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { TextField } from '../../components/text-field';
import { zonedLocalToIso } from '../../lib/zoned-time';
import { localizeTermsReason } from './terms-reason';

type Fields = Partial<Record<'datetime' | 'types', string>>;

/** Staff schedule a new version of chosen types of terms, at a date and time in their time zone. */
export function ScheduleTermsForm({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState('');
  const [types, setTypes] = useState<TermsType[]>([]);
  const [fields, setFields] = useState<Fields>({});
  const schedule = useMutation({
    mutationFn: scheduleTosUpdate,
    onSuccess: () => {
      setLocal('');
      setTypes([]);
    },
    onError: (error) => setFields(fieldErrors(error)),
    // Spec §7: after scheduling, both date lists are reloaded.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TERMS_DATES_KEYS.inForce }),
        queryClient.invalidateQueries({ queryKey: TERMS_DATES_KEYS.scheduled }),
      ]),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const datetime = zonedLocalToIso(local, timeZone);
    const problems: Fields = {};
    if (!datetime) problems.datetime = t('terms.reasons.invalidDatetime');
    else if (Date.parse(datetime) <= Date.now()) problems.datetime = t('terms.reasons.pastDatetime');
    if (types.length === 0) problems.types = t('terms.reasons.noType');
    setFields(problems);
    if (datetime && Object.keys(problems).length === 0) schedule.mutate({ datetime, types });
  }

  const toggle = (type: TermsType, on: boolean) =>
    setTypes((current) => (on ? [...current, type] : current.filter((entry) => entry !== type)));
  const generalError =
    schedule.isError && Object.keys(fieldErrors(schedule.error)).length === 0
      ? describeError(schedule.error)
      : null;

  return (
    <SettingsCard title={t('staffTerms.scheduleTitle')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label={t('staffTerms.datetime')}
          type="datetime-local"
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          hint={t('staffTerms.timeZoneHelp', { timeZone })}
          error={fields.datetime}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('staffTerms.types')}</legend>
          <div className="mt-2 space-y-2">
            {TERMS_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={t(`terms.types.${type}`)}
                checked={types.includes(type)}
                onChange={(on) => toggle(type, on)}
              />
            ))}
          </div>
          {fields.types && <p className="mt-1 text-sm text-red-700">{fields.types}</p>}
        </fieldset>
        <FormAlert message={generalError} />
        <p role="status" className="text-sm font-medium text-brand-800">
          {schedule.isSuccess ? t('staffTerms.scheduled') : ''}
        </p>
        <button type="submit" disabled={schedule.isPending} className={PRIMARY_BUTTON}>
          {t('staffTerms.submit')}
        </button>
      </form>
    </SettingsCard>
  );
}

// The server's reasons per field ('types.0' belongs to the types), in the interface language.
function fieldErrors(error: unknown): Fields {
  if (!(error instanceof ApiError)) return {};
  const fields: Fields = {};
  for (const [field, reason] of Object.entries(error.fields)) {
    const name = field.split('.')[0];
    if (name === 'datetime' || name === 'types') fields[name] ??= localizeTermsReason(reason);
  }
  return fields;
}
