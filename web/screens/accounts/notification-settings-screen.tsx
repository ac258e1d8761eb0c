import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotificationSettingsTable } from './notification-settings-table';

/** /accounts/notifications/ (signed in only): in-app and e-mail choices per kind of notification. */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  usePageTitle(t('notificationSettings.title'));
  return (
    <>
      <PageHeader title={t('notificationSettings.title')} lead={t('notificationSettings.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {!userLoaded ? (
            <p className="text-slate-600">{t('app.loading')}</p>
          ) : currentUser ? (
            <NotificationSettingsTable />
          ) : (
            <SignInPrompt message={t('notificationSettings.signedOut')} />
          )}
        </div>
      </div>
    </>
  );
}
