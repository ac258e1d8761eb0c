import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccountDeletion } from '../../../common/api/account-security';
import { SCREEN_ROUTES } from '../../../common/routes';
import { deleteAccount } from '../../api/account-security';
import { resetClientState } from '../../auth/auth-actions';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { SettingsCard } from '../../components/settings-card';
import { formatDateTime } from '../../lib/format-date-time';
import { PasswordConfirmForm } from './password-confirm-form';

/** Delete the account: deactivated at once, erased after 30 days unless the person logs in again. */
export function DeleteAccount({ timezone }: { timezone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checkboxId = useId();
  const [understood, setUnderstood] = useState(false);
  const remove = useMutation<AccountDeletion, Error, string>({ mutationFn: deleteAccount });

  // The server has already logged this browser out; the page says what happened before it forgets the user.
  async function leave() {
    resetClientState();
    await navigate(SCREEN_ROUTES.home);
  }

  return (
    <SettingsCard title={t('accountSecurity.deleteAccount.title')}>
      {remove.data ? (
        <div className="space-y-4">
          <p role="status" className="text-sm leading-6 text-slate-800">
            {t('accountSecurity.deleteAccount.done', {
              date: formatDateTime(remove.data.eraseAfter, timezone),
            })}
          </p>
          <button type="button" onClick={leave} className={PRIMARY_BUTTON}>
            {t('accountSecurity.deleteAccount.goHome')}
          </button>
        </div>
      ) : (
        <PasswordConfirmForm
          help={t('accountSecurity.deleteAccount.help')}
          submitLabel={t('accountSecurity.deleteAccount.submit')}
          danger
          canSubmit={understood}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={(password) => remove.mutate(password)}
        >
          <p className="text-sm leading-6 text-slate-700">{t('accountSecurity.deleteAccount.cancelHelp')}</p>
          <div className="flex items-start gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              className="mt-1 size-4 rounded border-slate-400"
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-800">
              {t('accountSecurity.deleteAccount.confirm')}
            </label>
          </div>
        </PasswordConfirmForm>
      )}
    </SettingsCard>
  );
}
