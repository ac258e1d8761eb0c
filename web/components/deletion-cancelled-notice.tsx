import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from './button-styles';

/** Says that logging in cancelled the account's pending deletion, before the sign-in completes. */
export function DeletionCancelledNotice({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <p
        role="status"
        className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800"
      >
        {t('accountSecurity.login.welcomeBack')}
      </p>
      <button type="button" onClick={onContinue} className={`${PRIMARY_BUTTON} w-full`}>
        {t('accountSecurity.login.continue')}
      </button>
    </div>
  );
}
