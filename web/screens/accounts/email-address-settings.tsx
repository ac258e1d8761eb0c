import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailRequestResult, VerifyEmailResult } from '../../../common/api/credentials';
import type { LoggedInUserData } from '../../../common/api/user';
import { changeEmail, resendVerificationEmail, verifyEmail } from '../../api/credentials';
import { loadCurrentUser } from '../../auth/auth-actions';
import { authStore } from '../../auth/auth-store';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { ChangeEmailForm } from './change-email-form';

/** "Email address": the current address and whether it is confirmed, a pending change, and changing it. */
export function EmailAddressSettings({ user }: { user: LoggedInUserData }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const change = useMutation<LoggedInUserData, Error, { email: string; password: string }>({
    mutationFn: ({ email, password }) => changeEmail(email, password),
    onSuccess: (updated) => {
      authStore.setCurrentUser(updated);
      setChanging(false);
    },
  });
  const awaitingConfirmation = !user.emailVerified || user.pendingEmail !== null;
  return (
    <SettingsCard title={t('credentials.emailSettings.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="break-all text-slate-900">{user.emailAddress}</p>
        <span
          className={
            user.emailVerified
              ? 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800'
              : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
          }
        >
          {user.emailVerified
            ? t('credentials.emailSettings.verified')
            : t('credentials.emailSettings.unverified')}
        </span>
      </div>
      {user.pendingEmail && (
        <p className="mt-3 text-sm leading-6 text-slate-700">
          {t('credentials.emailSettings.pending', { email: user.pendingEmail })}
        </p>
      )}
      {awaitingConfirmation && <ConfirmationCode />}
      <div className="mt-5">
        {changing ? (
          <ChangeEmailForm
            pending={change.isPending}
            error={change.error}
            onSubmit={(email, password) => change.mutate({ email, password })}
            onCancel={() => setChanging(false)}
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              change.reset();
              setChanging(true);
            }}
            className={LINK_BUTTON}
          >
            {t('credentials.emailSettings.change')}
          </button>
        )}
      </div>
    </SettingsCard>
  );
}

// The code of the verification mail, typed here instead of following its link; or a new mail.
function ConfirmationCode() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const confirm = useMutation<VerifyEmailResult, Error, string>({
    mutationFn: (typed) => verifyEmail({ code: typed }),
    onSuccess: () => loadCurrentUser(),
  });
  const resend = useMutation<MailRequestResult, Error>({ mutationFn: resendVerificationEmail });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <TextField
            label={t('credentials.emailSettings.codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldErrorOf(confirm.error, 'code')}
          />
        </div>
        <button type="submit" disabled={confirm.isPending} className={PRIMARY_BUTTON}>
          {t('credentials.emailSettings.verifyCode')}
        </button>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className={SECONDARY_BUTTON}
        >
          {t('credentials.emailSettings.resend')}
        </button>
      </div>
      <FormAlert message={formErrorOf(confirm.error, 'code') ?? resend.error?.message} />
      <p role="status" className="text-sm font-medium text-brand-800">
        {confirm.isSuccess
          ? t('credentials.emailSettings.confirmed')
          : resend.isSuccess
            ? t('credentials.emailSettings.resent')
            : ''}
      </p>
    </form>
  );
}
