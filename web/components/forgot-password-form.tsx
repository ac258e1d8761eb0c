import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../common/errors';
import { loadAuthChecks } from '../auth/auth-checks';
import { authStore } from '../auth/auth-store';
import { requestPasswordReset } from '../auth/sign-in-actions';
import { useAuthState } from '../auth/use-auth-state';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { LINK_BUTTON, PRIMARY_BUTTON } from './button-styles';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';

/** Ask for a password-reset link; the answer never reveals whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const { inProgress, errorMessage } = useAuthState();
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const formRef = useFocusFirstInvalid(fieldErrors);

  useEffect(() => {
    authStore.clearError();
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { checkEmail } = await loadAuthChecks();
    const error = checkEmail(email);
    setFieldErrors(error ? { email: error } : {});
    if (!error) setSent(await requestPasswordReset(email.trim()));
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onFocus={loadAuthChecks} className="space-y-5">
      <p className="text-sm leading-6 text-slate-700">{t('forgotPassword.intro')}</p>
      <FormAlert message={errorMessage} />
      {sent && (
        <p
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {t('forgotPassword.sent')}
        </p>
      )}
      <EmailField
        label={t('forgotPassword.email')}
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
      />
      <button type="submit" disabled={inProgress} className={`${PRIMARY_BUTTON} w-full`}>
        {t('forgotPassword.submit')}
      </button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className={LINK_BUTTON}>
          {t('forgotPassword.back')}
        </button>
      </p>
    </form>
  );
}
