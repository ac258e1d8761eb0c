import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { AuthPage } from '../../components/auth-page';
import { ForgotPasswordForm } from '../../components/forgot-password-form';
import { LoginForm } from '../../components/login-form';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuthPage } from './use-auth-page';

/** /accounts/login/: the login form as a page; once signed in, on to `?next=` or home. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { nextPath, switchTo } = useAuthPage();
  const [forgotPassword, setForgotPassword] = useState(false);
  usePageTitle(t('account.logIn'));

  if (nextPath) return <Navigate to={nextPath} replace />;
  return (
    <AuthPage title={forgotPassword ? t('forgotPassword.title') : t('login.title')}>
      {forgotPassword ? (
        <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
      ) : (
        <LoginForm
          onForgotPassword={() => setForgotPassword(true)}
          onSwitchToSignUp={() => switchTo(SCREEN_ROUTES.register)}
        />
      )}
    </AuthPage>
  );
}
