import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../../auth/use-auth-state';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format-date-time';
import { userTimeZone } from '../../../lib/user-time-zone';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago `iso` was, in the interface language ("3 hours ago", "yesterday"); "just now" under a minute. */
export function relativeTime(iso: string, now: number, justNow: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return justNow;
}

/** When something was written: relative, with the full date and time (the reader's zone) on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  const full = formatDateTime(iso, timeZone);
  return (
    <time dateTime={iso} title={full}>
      {relativeTime(iso, Date.now(), t('social.time.justNow'))}
    </time>
  );
}
