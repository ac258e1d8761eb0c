import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';

interface ChangeEmailFormProps {
  pending: boolean;
  error: Error | null;
  onSubmit: (email: string, password: string) => void;
  onCancel: () => void;
}

/** The new address and the password that confirms the change. */
export function ChangeEmailForm({ pending, error, onSubmit, onCancel }: ChangeEmailFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(email.trim(), password);
  }

  // A reason under either field says it all; any other failure shows above the button.
  const formError = formErrorOf(error, 'email') && formErrorOf(error, 'password');
  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-sm space-y-4">
      <EmailField
        label={t('credentials.emailSettings.newEmail')}
        value={email}
        onChange={setEmail}
        error={fieldErrorOf(error, 'email')}
      />
      <TextField
        label={t('credentials.emailSettings.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrorOf(error, 'password')}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
          {t('credentials.emailSettings.submit')}
        </button>
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('credentials.emailSettings.cancel')}
        </button>
      </div>
    </form>
  );
}
