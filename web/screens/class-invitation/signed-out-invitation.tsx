import { useTranslation } from 'react-i18next';
import type { InvitationPreview } from '../../../common/api/invitations';
import { authStore } from '../../auth/auth-store';
import { SignUpForm } from '../../components/sign-up-form';

/**
 * A visitor: sign up with the invited address (the token goes with it, so the new account's
 * address is trusted and a class invitation's class joined), or log in to an existing account.
 */
export function SignedOutInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const { email } = invitation;
  const help =
    invitation.kind === 'staff'
      ? t('invitations.screen.staffSignUpHelp', { email })
      : t('invitations.screen.signUpHelp', { email });
  return (
    <div className="space-y-4">
      <p className="text-sm leading-6 text-slate-700">{help}</p>
      <SignUpForm
        initialEmail={email}
        invitationToken={token}
        onSwitchToLogIn={() => authStore.openLoginModal('login')}
      />
    </div>
  );
}
