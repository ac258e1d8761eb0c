import { useTranslation } from 'react-i18next';
import { authStore } from '../../auth/auth-store';
import { SignUpForm } from '../../components/sign-up-form';

/**
 * A visitor: sign up with the invited address (the token goes with it, so the new account is
 * enrolled and its address trusted), or log in to an existing account.
 */
export function SignedOutInvitation({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="text-sm leading-6 text-slate-700">{t('invitations.screen.signUpHelp', { email })}</p>
      <SignUpForm
        initialEmail={email}
        invitationToken={token}
        onSwitchToLogIn={() => authStore.openLoginModal('login')}
      />
    </div>
  );
}
