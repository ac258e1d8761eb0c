import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { InstitutionCreateForm } from './institution-create-form';

/** /institution/create/ (spec §2): a new institution, its creator its owner; visitors are asked to log in. */
export function InstitutionCreateScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  usePageTitle(t('institutions.create.title'));
  return (
    <>
      <PageHeader title={t('institutions.create.title')} lead={t('institutions.create.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          {!userLoaded ? (
            <p role="status" className="text-slate-600">
              {t('app.loading')}
            </p>
          ) : !currentUser ? (
            <SignInPrompt message={t('institutions.create.signedOut')} />
          ) : (
            <InstitutionCreateForm />
          )}
        </div>
      </div>
    </>
  );
}
