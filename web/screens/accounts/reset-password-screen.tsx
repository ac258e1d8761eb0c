import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../common/constants';
import type { FieldErrors } from '../../../common/errors';
import { SCREEN_ROUTES } from '../../../common/routes';
import { ApiError } from '../../api/api-error';
import { resetPassword } from '../../api/credentials';
import { loadAuthChecks } from '../../auth/auth-checks';
import { authStore } from '../../auth/auth-store';
import { AuthPage } from '../../components/auth-page';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields, type NewPasswordValues } from '../../components/new-password-fields';
import { usePageTitle } from '../../hooks/use-page-title';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';

/** /accounts/reset-password/{token}/: choose a new password with the link of a reset mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [checked, setChecked] = useState<FieldErrors>({});
  const reset = useMutation<unknown, Error, string>({
    mutationFn: (password) => resetPassword(token, password),
  });
  usePageTitle(t('credentials.resetPassword.title'));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { checkNewPassword } = await loadAuthChecks();
    const errors = checkNewPassword(values, t('credentials.resetPassword.mismatch'));
    setChecked(errors);
    if (Object.keys(errors).length === 0) reset.mutate(values.password);
  }

  if (reset.isSuccess) {
    return (
      <AuthPage title={t('credentials.resetPassword.doneTitle')}>
        <p role="status" className="text-sm leading-6 text-slate-700">
          {t('credentials.resetPassword.done')}
        </p>
        <Link to={SCREEN_ROUTES.login} className={`${PRIMARY_BUTTON} mt-6 w-full`}>
          {t('credentials.resetPassword.logIn')}
        </Link>
      </AuthPage>
    );
  }

  const badLink = reset.error instanceof ApiError && reset.error.fields.token !== undefined;
  return (
    <AuthPage title={t('credentials.resetPassword.title')}>
      {badLink ? (
        <div className="space-y-5">
          <FormAlert message={fieldErrorOf(reset.error, 'token')} />
          <p className="text-sm leading-6 text-slate-700">{t('credentials.resetPassword.badLinkHelp')}</p>
          <button
            type="button"
            onClick={() => authStore.showForgotPassword(true)}
            className={SECONDARY_BUTTON}
          >
            {t('credentials.resetPassword.askAgain')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} onFocus={loadAuthChecks} className="space-y-5">
          <p className="text-sm leading-6 text-slate-700">
            {t('credentials.resetPassword.intro', { min: PASSWORD_MIN_LENGTH })}
          </p>
          <FormAlert message={formErrorOf(reset.error, 'password')} />
          <NewPasswordFields
            labels={{
              password: t('credentials.resetPassword.password'),
              confirm: t('credentials.resetPassword.confirm'),
            }}
            values={values}
            onChange={setValues}
            errors={{
              password: checked.password ?? fieldErrorOf(reset.error, 'password'),
              confirm: checked.confirm,
            }}
          />
          <button type="submit" disabled={reset.isPending} className={`${PRIMARY_BUTTON} w-full`}>
            {t('credentials.resetPassword.submit')}
          </button>
        </form>
      )}
    </AuthPage>
  );
}
