import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { AuthPage } from '../../components/auth-page';
import { SignUpForm } from '../../components/sign-up-form';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuthPage } from './use-auth-page';

/** /accounts/register/: the sign-up form as a page; once signed up, on to `?next=` or home. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const { nextPath, switchTo } = useAuthPage();
  usePageTitle(t('account.signUp'));

  if (nextPath) return <Navigate to={nextPath} replace />;
  return (
    <AuthPage title={t('signUp.title')}>
      <SignUpForm onSwitchToLogIn={() => switchTo(SCREEN_ROUTES.login)} />
    </AuthPage>
  );
}
