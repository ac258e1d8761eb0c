import { useTranslation } from 'react-i18next';

/** The day a portfolio post was made, in the interface language. */
export function PortfolioDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const date = new Date(iso).toLocaleDateString(i18n.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return <time dateTime={iso}>{date}</time>;
}

/** The classes of a post's sanitised rich text, as the post cards draw it. */
export const POST_BODY =
  'prose mt-2 max-w-none text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-2 [&_ul]:list-disc';
