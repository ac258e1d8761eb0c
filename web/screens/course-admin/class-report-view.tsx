import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classReportQuery } from '../../api/assessment-report';
import { describeError } from '../../api/describe-error';
import { AssessedItemsTable } from '../../components/assessed-items-table';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';

/**
 * A class's assessment report (resource `assessment_report_cohort_membership`): for each quiz and
 * exam of the course, how many of the class's learners handed it in, their average, the pass rate,
 * late work, and what waits for a mark.
 */
export function ClassReportView({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const report = useQuery(classReportQuery(cohortPath));
  if (report.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (report.isError) return <FormAlert message={describeError(report.error)} />;
  const { items, learners, cohortName } = report.data;
  if (items.length === 0)
    return <EmptyState title={t('gradebook.noItems')} body={t('gradebook.noItemsBody')} />;
  const percent = (value: number | null) =>
    value === null ? '–' : t('gradebook.report.percent', { percent: value });
  return (
    <AssessedItemsTable
      caption={t('gradebook.report.caption', { name: cohortName })}
      headings={[
        t('gradebook.report.item'),
        t('gradebook.report.submitted'),
        t('gradebook.report.average'),
        t('gradebook.report.passRate'),
        t('gradebook.report.late'),
        t('gradebook.report.toMark'),
      ]}
      examName={(title) => t('gradebook.exam', { title })}
      rows={items}
      cells={(item) => [
        t('gradebook.report.submittedOf', { count: item.submitted, learners }),
        percent(item.averagePercent),
        percent(item.passRate),
        item.late,
        item.awaitingMarking,
      ]}
    />
  );
}
