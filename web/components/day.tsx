import { useTranslation } from 'react-i18next';
import { exactTime } from '../lib/time-format';

/** A day in the interface language, its exact time on hover; a dash for none. */
export function Day({ iso }: { iso: string | null }) {
  const { i18n } = useTranslation();
  if (!iso) return '—';
  return (
    <time dateTime={iso} title={exactTime(iso, i18n.language)}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))}
    </time>
  );
}
