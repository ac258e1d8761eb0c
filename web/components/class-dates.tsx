import { useTranslation } from 'react-i18next';
import type { EnrolledClass } from '../../common/api/membership';
import { formatDateTime } from '../lib/format-date-time';

/** A class's start and end in the class's own time zone (spec §3 classAccessTz), or that it has none. */
export function ClassDates({ cohort }: { cohort: EnrolledClass }) {
  const { t } = useTranslation();
  const inClassZone = (iso: string) => formatDateTime(iso, cohort.classAccessTz);
  if (!cohort.startDate && !cohort.endDate) return <span>{t('membership.noDates')}</span>;
  return (
    <span>
      {cohort.startDate && t('membership.starts', { date: inClassZone(cohort.startDate.iso) })}
      {cohort.startDate && cohort.endDate && ' · '}
      {cohort.endDate && t('membership.ends', { date: inClassZone(cohort.endDate.iso) })}{' '}
      <span className="text-slate-500">({cohort.classAccessTz})</span>
    </span>
  );
}
