import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../auth/use-auth-state';
import { SignInPrompt } from '../../components/sign-in-prompt';

/** A staff screen's body: a prompt for a visitor, a refusal for anyone else, `children` for staff. */
export function StaffOnly({ signedOutMessage, children }: { signedOutMessage: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  if (!userLoaded) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (!currentUser) return <SignInPrompt message={signedOutMessage} />;
  if (!currentUser.isStaff) {
    return (
      <p role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-amber-900">
        {t('staffTerms.notAllowed')}
      </p>
    );
  }
  return children;
}
