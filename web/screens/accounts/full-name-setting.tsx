import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoggedInUserData } from '../../../common/api/user';
import { setFullName } from '../../api/account-security';
import { authStore } from '../../auth/auth-store';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';

/** The full name, edited in place (spec §7 setFullName; blank and invalid names are refused). */
export function FullNameSetting({ fullName }: { fullName: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(fullName);
  const save = useMutation<LoggedInUserData, Error, string>({
    mutationFn: setFullName,
    onSuccess: (user) => {
      authStore.setCurrentUser(user);
      setEditing(false);
    },
  });

  function startEditing() {
    setDraft(fullName);
    save.reset();
    setEditing(true);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }

  return (
    <SettingsCard title={t('accountSecurity.fullName.title')}>
      {editing ? (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label={t('accountSecurity.fullName.label')}
            name="fullName"
            autoComplete="name"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={fieldErrorOf(save.error, 'fullName')}
          />
          <FormAlert message={formErrorOf(save.error, 'fullName')} />
          <div className="flex gap-3">
            <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
              {t('accountSecurity.save')}
            </button>
            <button type="button" onClick={() => setEditing(false)} className={SECONDARY_BUTTON}>
              {t('accountSecurity.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-900">{fullName}</p>
          <button type="button" onClick={startEditing} className={LINK_BUTTON}>
            {t('accountSecurity.fullName.edit')}
          </button>
        </div>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-brand-800">
        {save.isSuccess && !editing ? t('accountSecurity.saved') : ''}
      </p>
    </SettingsCard>
  );
}
