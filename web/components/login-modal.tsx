import { useTranslation } from 'react-i18next';
import { authStore } from '../auth/auth-store';
import { useAuthState } from '../auth/use-auth-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { Modal } from './modal';
import { SignUpForm } from './sign-up-form';

/** The login modal (spec §2, §4): login and sign-up modes, and the forgot-password view of login. */
export function LoginModal() {
  const { t } = useTranslation();
  const { loginModal, forgotPassword } = useAuthState();
  if (!loginModal) return null;
  const view = loginModal === 'signup' ? 'signup' : forgotPassword ? 'forgot' : 'login';
  const titles = { login: t('login.title'), signup: t('signUp.title'), forgot: t('forgotPassword.title') };
  return (
    <Modal title={titles[view]} focusKey={view} onClose={authStore.closeLoginModal}>
      {view === 'login' && (
        <LoginForm
          onForgotPassword={() => authStore.showForgotPassword(true)}
          onSwitchToSignUp={() => authStore.openLoginModal('signup')}
        />
      )}
      {view === 'signup' && <SignUpForm onSwitchToLogIn={() => authStore.openLoginModal('login')} />}
      {view === 'forgot' && <ForgotPasswordForm onBack={() => authStore.showForgotPassword(false)} />}
    </Modal>
  );
}
