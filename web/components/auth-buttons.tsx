import { useTranslation } from 'react-i18next';
import { authStore } from '../auth/auth-store';
import { GHOST_BUTTON, PRIMARY_BUTTON } from './button-styles';

/** "Log in" and "Sign up" for a signed-out visitor; both open the login modal. */
export function AuthButtons({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <button type="button" onClick={() => authStore.openLoginModal('login')} className={GHOST_BUTTON}>
        {t('account.logIn')}
      </button>
      <button type="button" onClick={() => authStore.openLoginModal('signup')} className={PRIMARY_BUTTON}>
        {t('account.signUp')}
      </button>
    </div>
  );
}
