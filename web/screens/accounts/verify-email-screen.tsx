import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { VerifyEmailResult } from '../../../common/api/credentials';
import { SCREEN_ROUTES } from '../../../common/routes';
import { verifyEmail } from '../../api/credentials';
import { loadCurrentUser } from '../../auth/auth-actions';
import { authStore } from '../../auth/auth-store';
import { useAuthState } from '../../auth/use-auth-state';
import { AuthPage } from '../../components/auth-page';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { formErrorOf } from '../../lib/field-error';

/** /accounts/verify-email/{token}/: the landing screen of a verification mail's link. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { currentUser } = useAuthState();
  const verify = useMutation<VerifyEmailResult, Error, string>({
    mutationFn: (linkToken) => verifyEmail({ token: linkToken }),
    // A signed-in user's banner and settings follow the new state.
    onSuccess: () => (authStore.getState().currentUser ? loadCurrentUser() : undefined),
  });
  usePageTitle(t('credentials.verifyEmail.title'));

  // A link is used once: a second render (or React's development double effect) must not resend it.
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthPage title={t('credentials.verifyEmail.title')}>
      {verify.isSuccess ? (
        <>
          <p role="status" className="text-sm leading-6 text-slate-700">
            {t('credentials.verifyEmail.done', { email: verify.data.emailAddress })}
          </p>
          <Link
            to={currentUser ? SCREEN_ROUTES.accountSettings : SCREEN_ROUTES.home}
            className={`${PRIMARY_BUTTON} mt-6 w-full`}
          >
            {t('credentials.verifyEmail.continue')}
          </Link>
        </>
      ) : verify.isError ? (
        <div className="space-y-5">
          <FormAlert message={formErrorOf(verify.error, '')} />
          <p className="text-sm leading-6 text-slate-700">{t('credentials.verifyEmail.badLinkHelp')}</p>
          {!currentUser && (
            <button
              type="button"
              onClick={() => authStore.openLoginModal('login')}
              className={SECONDARY_BUTTON}
            >
              {t('account.logIn')}
            </button>
          )}
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {t('credentials.verifyEmail.checking')}
        </p>
      )}
    </AuthPage>
  );
}
