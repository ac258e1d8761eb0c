import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTimeZone, timeZones } from '../../../common/api/account-security';
import type { LoggedInUserData } from '../../../common/api/user';
import { updateLocation } from '../../api/account-security';
import { authStore } from '../../auth/auth-store';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { codeText } from '../../lib/reason-text';

/** The time zone: a searchable list of IANA zones (spec §7 updateLocation). */
export function TimeZoneSetting({ timezone }: { timezone: string }) {
  const { t } = useTranslation();
  const listId = useId();
  const zones = useMemo(timeZones, []);
  const [draft, setDraft] = useState(timezone);
  const [unknown, setUnknown] = useState(false);
  const save = useMutation<LoggedInUserData, Error, string>({
    mutationFn: updateLocation,
    onSuccess: (user) => authStore.setCurrentUser(user),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const zone = draft.trim();
    setUnknown(!isTimeZone(zone));
    if (isTimeZone(zone)) save.mutate(zone);
  }

  return (
    <SettingsCard title={t('accountSecurity.timezone.title')}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <div className="max-w-md">
          <TextField
            label={t('accountSecurity.timezone.label')}
            hint={t('accountSecurity.timezone.help')}
            name="timezone"
            list={listId}
            autoComplete="off"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              save.reset();
            }}
            error={unknown ? codeText('account.timeZone') : fieldErrorOf(save.error, 'timezone')}
          />
          <datalist id={listId}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        <FormAlert message={formErrorOf(save.error, 'timezone')} />
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {t('accountSecurity.timezone.save')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {save.isSuccess ? t('accountSecurity.saved') : ''}
        </p>
      </form>
    </SettingsCard>
  );
}
