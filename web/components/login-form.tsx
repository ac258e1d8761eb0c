import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../common/errors';
import { loadAuthChecks } from '../auth/auth-checks';
import { authStore } from '../auth/auth-store';
import { type SecondFactor, type SignInOutcome, signIn } from '../auth/sign-in-actions';
import { useAuthState } from '../auth/use-auth-state';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { LINK_BUTTON, PRIMARY_BUTTON } from './button-styles';
import { DeletionCancelledNotice } from './deletion-cancelled-notice';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { SecondFactorStep } from './second-factor-step';
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
  // The second step keeps the e-mail address and password typed in the first.
  const [secondStep, setSecondStep] = useState(false);
  const [finishSignIn, setFinishSignIn] = useState<(() => void) | null>(null);

  useEffect(() => {
    authStore.clearError();
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { checkLogin } = await loadAuthChecks();
    const errors = checkLogin(email, password);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) follow(await signIn(email.trim(), password));
  }

  async function submitSecondFactor(secondFactor: SecondFactor) {
    follow(await signIn(email.trim(), password, secondFactor));
  }

  function follow(outcome: SignInOutcome) {
    if (outcome.status === 'secondFactorNeeded') setSecondStep(true);
    if (outcome.status === 'deletionCancelled') setFinishSignIn(() => outcome.finish);
  }

  function backToPassword() {
    authStore.clearError();
    setSecondStep(false);
  }

  if (finishSignIn) return <DeletionCancelledNotice onContinue={finishSignIn} />;
  if (secondStep) return <SecondFactorStep onSubmit={submitSecondFactor} onBack={backToPassword} />;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onFocus={loadAuthChecks} className="space-y-5">
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
