import { useTranslation } from 'react-i18next';

/** The first stop for keyboard users: jumps past the top bar to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus moves without a hash change, which would count as a navigation and scroll to centre.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('app.skipToContent')}
    </a>
  );
}
