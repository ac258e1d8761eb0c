import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from '../hooks/use-autosave-status';

/** The autosave indicator of spec §4: will be saved, being saved, was saved (fading out). */
export function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  const text =
    status === 'saving'
      ? t('autosave.saving')
      : status === 'normal'
        ? t('autosave.normal')
        : t('autosave.saved');
  return (
    <p
      role="status"
      aria-live="polite"
      className={`text-sm transition-opacity duration-300 ${status === 'fading' ? 'opacity-0' : 'opacity-100'} ${
        status === 'normal' ? 'text-slate-600' : 'font-medium text-brand-800'
      }`}
    >
      {text}
    </p>
  );
}
