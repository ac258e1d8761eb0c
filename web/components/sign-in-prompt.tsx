import { useTranslation } from 'react-i18next';
import { authStore } from '../auth/auth-store';
import { PRIMARY_BUTTON } from './button-styles';

/** What a signed-in-only screen shows to a visitor: why, and a way to log in (the login modal). */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 px-6 py-12 text-center">
      <p className="text-lg text-slate-800">{message}</p>
      <button
        type="button"
        onClick={() => authStore.openLoginModal('login')}
        className={`${PRIMARY_BUTTON} mt-6`}
      >
        {t('account.logIn')}
      </button>
    </div>
  );
}
