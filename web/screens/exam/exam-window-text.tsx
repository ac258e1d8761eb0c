import { useTranslation } from 'react-i18next';
import type { ExamStanding } from '../../../common/api/exam';
import { formatDateTime } from '../../lib/format-date-time';

/** When an exam opens and closes in the learner's class, on the class's clock and named by its time zone. */
export function ExamWindowText({ standing }: { standing: ExamStanding }) {
  const { t } = useTranslation();
  const { opensAt, closesAt, timeZone } = standing;
  const inClassZone = (iso: string) => formatDateTime(iso, timeZone);
  if (!opensAt && !closesAt) return <span>{t('exam.take.alwaysOpen')}</span>;
  return (
    <span>
      {opensAt && t('exam.take.opens', { time: inClassZone(opensAt) })}
      {opensAt && closesAt && ' · '}
      {closesAt && t('exam.take.closes', { time: inClassZone(closesAt) })}{' '}
      <span className="text-slate-600">({timeZone})</span>
    </span>
  );
}
