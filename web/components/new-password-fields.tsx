import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../common/constants';
import { TextField } from './text-field';

/** A new password typed twice. */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors: { password?: string | undefined; confirm?: string | undefined };
}

/** The new-password field and its confirmation (reset screen and account settings). */
export function NewPasswordFields({ labels, values, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <TextField
        label={labels.confirm}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => onChange({ ...values, confirm: event.target.value })}
        error={errors.confirm}
      />
    </>
  );
}
