import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordResult } from '../../../common/api/credentials';
import type { FieldErrors } from '../../../common/errors';
import { changePassword } from '../../api/credentials';
import { checkNewPassword } from '../../auth/auth-validation';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields, type NewPasswordValues } from '../../components/new-password-fields';
import { SettingsCard } from '../../components/settings-card';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { codeText } from '../../lib/reason-text';

const EMPTY: NewPasswordValues = { password: '', confirm: '' };

/** "Password": change it with the current one; this session stays, the others end. */
export function PasswordSettings() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [checked, setChecked] = useState<FieldErrors>({});
  const change = useMutation<ChangePasswordResult, Error, { current: string; next: string }>({
    mutationFn: ({ current: currentPassword, next }) => changePassword(currentPassword, next),
    onSuccess: () => {
      setCurrent('');
      setValues(EMPTY);
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = checkNewPassword(values, t('credentials.passwordSettings.mismatch'));
    if (current === '') errors.current = codeText('account.passwordRequired');
    setChecked(errors);
    if (Object.keys(errors).length === 0) change.mutate({ current, next: values.password });
  }

  // A reason under either field says it all; any other failure shows above the button.
  const formError = formErrorOf(change.error, 'currentPassword') && formErrorOf(change.error, 'newPassword');
  return (
    <SettingsCard title={t('credentials.passwordSettings.title')}>
      <form noValidate onSubmit={handleSubmit} className="max-w-sm space-y-4">
        <p className="text-sm leading-6 text-slate-700">{t('credentials.passwordSettings.help')}</p>
        <TextField
          label={t('credentials.passwordSettings.current')}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={checked.current ?? fieldErrorOf(change.error, 'currentPassword')}
        />
        <NewPasswordFields
          labels={{
            password: t('credentials.passwordSettings.new'),
            confirm: t('credentials.passwordSettings.confirm'),
          }}
          values={values}
          onChange={setValues}
          errors={{
            password: checked.password ?? fieldErrorOf(change.error, 'newPassword'),
            confirm: checked.confirm,
          }}
        />
        <FormAlert message={formError} />
        <button type="submit" disabled={change.isPending} className={PRIMARY_BUTTON}>
          {t('credentials.passwordSettings.submit')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {change.isSuccess ? t('credentials.passwordSettings.done') : ''}
        </p>
      </form>
    </SettingsCard>
  );
}
