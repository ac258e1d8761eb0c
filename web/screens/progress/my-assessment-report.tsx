import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myReportQuery } from '../../api/assessment-report';
import { AssessedItemsTable } from '../../components/assessed-items-table';

/**
 * The assessment-report section of the course progress page: the learner's own result on each
 * quiz and exam beside their class's average (only averages, never another learner's score).
 * Drawn once the server answers: nothing for a reader who learns in none of the course's classes.
 */
export function MyAssessmentReport({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const report = useQuery({ ...myReportQuery(coursePath), retry: false });
  if (!report.data?.items.length) return null;
  const percent = (value: number | null) =>
    value === null ? '–' : t('progress.report.percent', { percent: value });
  return (
    <section aria-labelledby="report-heading" className="space-y-3">
      <h3 id="report-heading" className="text-lg font-semibold text-slate-900">
        {t('progress.report.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('progress.report.intro')}</p>
      <AssessedItemsTable
        caption={t('progress.report.caption')}
        headings={[t('progress.report.item'), t('progress.report.yours'), t('progress.report.classAverage')]}
        examName={(title) => t('progress.grades.exam', { title })}
        rows={report.data.items}
        cells={(item) => [percent(item.percent), percent(item.classAverage)]}
      />
    </section>
  );
}
