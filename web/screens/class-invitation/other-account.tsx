import { useTranslation } from 'react-i18next';
import { logOut } from '../../auth/auth-actions';
import { SECONDARY_BUTTON } from '../../components/button-styles';

/** Signed in as someone other than the invited address: say so, and offer to log out. */
export function OtherAccount({ invitedEmail, currentEmail }: { invitedEmail: string; currentEmail: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm leading-6 text-slate-700">
        {t('invitations.screen.otherAccount', { invitedEmail, currentEmail })}
      </p>
      <button type="button" className={`${SECONDARY_BUTTON} w-full`} onClick={() => void logOut()}>
        {t('invitations.screen.logOut')}
      </button>
    </div>
  );
}
