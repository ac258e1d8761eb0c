import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../common/constants';
import type { FieldErrors } from '../../common/errors';
import { loadAuthChecks } from '../auth/auth-checks';
import { authStore } from '../auth/auth-store';
import type { SignUpValues } from '../auth/auth-validation';
import { signUp } from '../auth/sign-in-actions';
import { useAuthState } from '../auth/use-auth-state';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { currentLanguage } from '../i18n/i18n';
import { termsDocumentPath } from '../lib/paths';
import { LINK_BUTTON, PRIMARY_BUTTON } from './button-styles';
import { CheckboxField } from './checkbox-field';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

const EMPTY: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  acceptTerms: false,
  isNewsSubscribed: false,
};

interface SignUpFormProps {
  onSwitchToLogIn: () => void;
  /** The address to start with (an invitation's). */
  initialEmail?: string;
  /** A class invitation's token, sent with the sign-up: it enrols and proves the address. */
  invitationToken?: string;
}

/** Create an account (login modal and /accounts/register/); what was typed survives every error. */
export function SignUpForm({ onSwitchToLogIn, initialEmail = '', invitationToken }: SignUpFormProps) {
  const { t } = useTranslation();
  const { inProgress, errorMessage } = useAuthState();
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY, email: initialEmail });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstInvalid(fieldErrors);

  useEffect(() => {
    authStore.clearError();
  }, []);

  function set<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { checkSignUp, localizeFields } = await loadAuthChecks();
    const checked = checkSignUp(values, currentLanguage());
    if (!checked.ok) {
      setFieldErrors(checked.fields);
      return;
    }
    setFieldErrors({});
    const outcome = await signUp(invitationToken ? { ...checked.data, invitationToken } : checked.data);
    if (!outcome.ok) setFieldErrors(localizeFields(outcome.fields));
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onFocus={loadAuthChecks} className="space-y-5">
      <FormAlert message={errorMessage} />
      <TextField
        label={t('signUp.fullName')}
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={(event) => set('fullName', event.target.value)}
        error={fieldErrors.fullName}
      />
      <EmailField
        label={t('signUp.email')}
        value={values.email}
        onChange={(email) => set('email', email)}
        error={fieldErrors.email}
      />
      <TextField
        label={t('signUp.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={fieldErrors.password}
      />
      <CheckboxField
        name="acceptTerms"
        label={t('signUp.acceptTerms')}
        checked={values.acceptTerms}
        onChange={(checked) => set('acceptTerms', checked)}
        error={fieldErrors.acceptTerms}
      />
      <TermsLinks />
      <CheckboxField
        name="isNewsSubscribed"
        label={t('signUp.news')}
        checked={values.isNewsSubscribed}
        onChange={(checked) => set('isNewsSubscribed', checked)}
      />
      <button type="submit" disabled={inProgress} className={`${PRIMARY_BUTTON} w-full`}>
        {t('signUp.submit')}
      </button>
      <p className="text-center text-sm text-slate-700">
        {t('signUp.haveAccount')}{' '}
        <button type="button" onClick={onSwitchToLogIn} className={LINK_BUTTON}>
          {t('signUp.switchToLogIn')}
        </button>
      </p>
    </form>
  );
}

// The texts the checkbox accepts, opened beside the form so nothing typed is lost.
function TermsLinks() {
  const { t } = useTranslation();
  const links = [
    { type: 'terms_of_service', label: t('signUp.readTerms') },
    { type: 'privacy_policy', label: t('signUp.readPrivacy') },
  ] as const;
  return (
    <p className="-mt-2 flex flex-wrap gap-x-4 pl-7 text-sm">
      {links.map(({ type, label }) => (
        <a
          key={type}
          href={termsDocumentPath(type)}
          target="_blank"
          rel="noopener"
          className="text-brand-700 underline hover:text-brand-800"
        >
          {label}
        </a>
      ))}
    </p>
  );
}
