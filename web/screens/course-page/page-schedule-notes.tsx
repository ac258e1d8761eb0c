import { useTranslation } from 'react-i18next';
import type { CoursePage } from '../../../common/api/course-page';
import { useAuthState } from '../../auth/use-auth-state';
import { formatDateTime } from '../../lib/format-date-time';
import { userTimeZone } from '../../lib/user-time-zone';

/**
 * The reader's time zone, asked for when a date is drawn: their own setting, else the browser's
 * (whose first reading is costly, lib/browser-time-zone.ts).
 */
function useReaderTimeZone(): () => string {
  const ownZone = useAuthState().currentUser?.timezone;
  return () => userTimeZone(ownZone);
}

/** The page's due date in the reader's class, under its title (nothing when it has none). */
export function PageDueDate({ page }: { page: CoursePage }) {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  if (!page.dueDate) return null;
  return (
    <p className="mt-2 text-sm font-medium text-slate-700">
      {t('membership.dueOn', { date: formatDateTime(page.dueDate, timeZone()) })}
    </p>
  );
}

/** In place of a scheduled page's content while it is closed: when it opens, in the reader's zone. */
export function LockedPageNotice({ unlocksAt }: { unlocksAt: string }) {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  return (
    <div role="status" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4">
      <p className="font-semibold text-amber-950">{t('membership.locked.title')}</p>
      <p className="mt-1 text-amber-950">
        {t('membership.locked.opensOn', { date: formatDateTime(unlocksAt, timeZone()) })}
      </p>
    </div>
  );
}
