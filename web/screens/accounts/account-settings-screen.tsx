import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { ActiveSessions } from './active-sessions';
import { DeleteAccount } from './delete-account';
import { EmailAddressSettings } from './email-address-settings';
import { FullNameSetting } from './full-name-setting';
import { LanguagePreference } from './language-preference';
import { PasswordSettings } from './password-settings';
import { PayoutSettings } from './payout-settings';
import { TimeZoneSetting } from './time-zone-setting';
import { TwoStepVerification } from './two-step-verification';

/** /accounts/account-settings/ (signed in only): every setting of the person's own account. */
export function AccountSettingsScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  usePageTitle(t('accountSettings.title'));
  return (
    <>
      <PageHeader title={t('accountSettings.title')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl space-y-6">
          {!userLoaded ? (
            <p className="text-slate-600">{t('app.loading')}</p>
          ) : currentUser ? (
            <>
              <FullNameSetting fullName={currentUser.fullName} />
              <EmailAddressSettings user={currentUser} />
              <LanguagePreference />
              <TimeZoneSetting timezone={currentUser.timezone} />
              <PayoutSettings user={currentUser} />
              <PasswordSettings />
              <TwoStepVerification user={currentUser} />
              <ActiveSessions timezone={currentUser.timezone} email={currentUser.emailAddress} />
              <DeleteAccount timezone={currentUser.timezone} />
            </>
          ) : (
            <SignInPrompt message={t('accountSettings.signedOut')} />
          )}
        </div>
      </div>
    </>
  );
}
