import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { codeText } from '../../lib/reason-text';

interface PasswordConfirmFormProps {
  help: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onConfirm: (password: string) => void;
  onCancel?: () => void;
  /** Red for changes that cannot be undone from here. */
  danger?: boolean;
  /** Extra fields above the password, such as a confirmation box. */
  children?: ReactNode;
  /** False keeps the submit button off until the extra fields allow it. */
  canSubmit?: boolean;
}

/** A sensitive change confirmed with the current password (MFA off, new keys, account deletion). */
export function PasswordConfirmForm(props: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') props.onConfirm(password);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <p className="text-sm leading-6 text-slate-700">{props.help}</p>
      {props.children}
      <div className="max-w-sm">
        <TextField
          label={t('accountSecurity.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? codeText('account.passwordRequired') : fieldErrorOf(props.error, 'password')}
        />
      </div>
      <FormAlert message={formErrorOf(props.error, 'password')} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={props.pending || props.canSubmit === false}
          className={props.danger ? DANGER_BUTTON : PRIMARY_BUTTON}
        >
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel} className={SECONDARY_BUTTON}>
            {t('accountSecurity.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
