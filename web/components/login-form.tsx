import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../common/errors';
import { signIn } from '../auth/auth-actions';
import { authStore } from '../auth/auth-store';
import { checkLogin } from '../auth/auth-validation';
import { useAuthState } from '../auth/use-auth-state';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { LINK_BUTTON, PRIMARY_BUTTON } from './button-styles';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

interface LoginFormProps {
  onForgotPassword: () => void;
  onSwitchToSignUp: () => void;
}

/** Log in with an e-mail address and password (login modal and /accounts/login/). */
export function LoginForm({ onForgotPassword, onSwitchToSignUp }: LoginFormProps) {
  const { t } = useTranslation();
  const { inProgress, errorMessage } = useAuthState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstInvalid(fieldErrors);

  useEffect(() => {
    authStore.clearError();
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = checkLogin(email, password);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) await signIn(email.trim(), password);
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errorMessage} />
      <EmailField label={t('login.email')} value={email} onChange={setEmail} error={fieldErrors.email} />
      <div>
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <button type="button" onClick={onForgotPassword} className={`${LINK_BUTTON} mt-2 text-sm`}>
          {t('login.forgotPassword')}
        </button>
      </div>
      <button type="submit" disabled={inProgress} className={`${PRIMARY_BUTTON} w-full`}>
        {t('login.submit')}
      </button>
      <p className="text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <button type="button" onClick={onSwitchToSignUp} className={LINK_BUTTON}>
          {t('login.switchToSignUp')}
        </button>
      </p>
    </form>
  );
}
