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
import { LogOutEverywhere } from './log-out-everywhere';
import { PasswordSettings } from './password-settings';
import { SettingsCard } from './settings-card';
import { TimeZoneSetting } from './time-zone-setting';
import { TwoStepVerification } from './two-step-verification';

/** /accounts/account-settings/ (signed in only): profile, language and sessions; later issues add more. */
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
              <SettingsCard title={t('accountSettings.profile')}>
                <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                  <dt className="text-sm font-medium text-slate-600">{t('accountSettings.fullName')}</dt>
                  <dd className="text-slate-900">{currentUser.fullName}</dd>
                  <dt className="text-sm font-medium text-slate-600">{t('accountSettings.email')}</dt>
                  <dd className="break-all text-slate-900">{currentUser.emailAddress}</dd>
                </dl>
              </SettingsCard>
              <FullNameSetting fullName={currentUser.fullName} />
              <EmailAddressSettings user={currentUser} />
              <LanguagePreference />
              <TimeZoneSetting timezone={currentUser.timezone} />
              <PasswordSettings />
              <TwoStepVerification user={currentUser} />
              <ActiveSessions timezone={currentUser.timezone} />
              <LogOutEverywhere email={currentUser.emailAddress} />
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
