import { useTranslation } from 'react-i18next';

/** When a post was published, in the interface language. */
export function PublishedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const date = new Date(iso).toLocaleDateString(i18n.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <p className="mt-1 text-sm text-slate-600">
      <time dateTime={iso}>{t('blog.publishedOn', { date })}</time>
    </p>
  );
}
