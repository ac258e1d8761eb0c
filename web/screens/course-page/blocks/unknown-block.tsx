import { useTranslation } from 'react-i18next';

/** A block of a type this app cannot draw yet: a neutral note instead of nothing. */
export function UnknownBlock() {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
      {t('coursePage.unknownBlock')}
    </p>
  );
}
