import { useTranslation } from 'react-i18next';

/**
 * A certificate's day in the interface language. In UTC, as its PDF prints it, so the page drawn on
 * the server and the browser's app (and the paper) agree whatever the reader's zone.
 */
export function CertificateDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return <time dateTime={iso}>{date}</time>;
}
