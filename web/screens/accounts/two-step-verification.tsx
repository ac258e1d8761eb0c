import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaEnrolment as Enrolment, RecoveryKeys } from '../../../common/api/account-security';
import type { LoggedInUserData } from '../../../common/api/user';
import { disableMfa, regenerateRecoveryKeys, startMfaEnrolment } from '../../api/account-security';
import { authStore } from '../../auth/auth-store';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { formErrorOf } from '../../lib/field-error';
import { MfaEnrolment } from './mfa-enrolment';
import { PasswordConfirmForm } from './password-confirm-form';
import { RecoveryKeysPanel } from './recovery-keys-panel';

type View = 'status' | 'disable' | 'regenerate';

/** Two-step verification: enrol with an authenticator app, see recovery keys once, turn it off. */
export function TwoStepVerification({ user }: { user: LoggedInUserData }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('status');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [keys, setKeys] = useState<string[] | null>(null);
  const setMfaEnabled = (mfaEnabled: boolean) => authStore.setCurrentUser({ ...user, mfaEnabled });

  const start = useMutation<Enrolment, Error>({ mutationFn: startMfaEnrolment, onSuccess: setEnrolment });
  const disable = useMutation<unknown, Error, string>({
    mutationFn: disableMfa,
    onSuccess: () => {
      setMfaEnabled(false);
      setView('status');
    },
  });
  const regenerate = useMutation<RecoveryKeys, Error, string>({
    mutationFn: regenerateRecoveryKeys,
    onSuccess: (reply) => {
      setKeys(reply.recoveryKeys);
      setView('status');
    },
  });

  function body() {
    if (keys) return <RecoveryKeysPanel keys={keys} onDone={() => setKeys(null)} />;
    if (enrolment) {
      return (
        <MfaEnrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={(recoveryKeys) => {
            setEnrolment(null);
            setKeys(recoveryKeys);
            setMfaEnabled(true);
          }}
        />
      );
    }
    if (!user.mfaEnabled) {
      return (
        <div className="space-y-4">
          <p className="text-sm leading-6 text-slate-700">{t('accountSecurity.mfa.offHelp')}</p>
          <button
            type="button"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            className={PRIMARY_BUTTON}
          >
            {t('accountSecurity.mfa.start')}
          </button>
          <FormAlert message={formErrorOf(start.error, 'otp')} />
        </div>
      );
    }
    if (view === 'disable') {
      return (
        <PasswordConfirmForm
          help={t('accountSecurity.mfa.disableHelp')}
          submitLabel={t('accountSecurity.mfa.disable')}
          danger
          pending={disable.isPending}
          error={disable.error}
          onConfirm={(password) => disable.mutate(password)}
          onCancel={() => setView('status')}
        />
      );
    }
    if (view === 'regenerate') {
      return (
        <PasswordConfirmForm
          help={t('accountSecurity.mfa.regenerateHelp')}
          submitLabel={t('accountSecurity.mfa.regenerate')}
          pending={regenerate.isPending}
          error={regenerate.error}
          onConfirm={(password) => regenerate.mutate(password)}
          onCancel={() => setView('status')}
        />
      );
    }
    return (
      <div className="space-y-4">
        <p className="text-sm font-medium text-slate-900">{t('accountSecurity.mfa.onStatus')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" onClick={() => setView('disable')} className={SECONDARY_BUTTON}>
            {t('accountSecurity.mfa.disable')}
          </button>
          <button type="button" onClick={() => setView('regenerate')} className={LINK_BUTTON}>
            {t('accountSecurity.mfa.regenerate')}
          </button>
        </div>
      </div>
    );
  }

  return <SettingsCard title={t('accountSecurity.mfa.title')}>{body()}</SettingsCard>;
}
