import { useTranslation } from 'react-i18next';

/** A media block's transcript, collapsed under a summary the keyboard opens. */
export function Transcript({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  return (
    <details className="mt-2 rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold text-slate-800">
        {t('blockMedia.view.transcript')}
      </summary>
      <p className="mt-2 whitespace-pre-line text-slate-700">{text}</p>
    </details>
  );
}
