import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalyticsOf, analyticsStudentsQuery } from '../../../api/analytics';
import { describeError } from '../../../api/describe-error';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { Pager } from '../../../components/pager';
import { type AnalyticsStudentsOrder, AnalyticsStudentsTable } from './analytics-students-table';
import { StatCards } from './stat-cards';
import { StudentsChart } from './students-chart';

/**
 * Who takes part in the class's social life: the class's totals, then its learners 25 a page (the
 * most active first), their posts and comments as a chart and every count in a sortable table.
 */
export function StudentsView({ of }: { of: AnalyticsOf }) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<AnalyticsStudentsOrder>({ sort: 'contributions', order: 'desc' });
  const [page, setPage] = useState(1);
  const students = useQuery({
    ...analyticsStudentsQuery(of, order.sort, order.order, page),
    placeholderData: keepPreviousData,
  });
  const sortBy = (next: AnalyticsStudentsOrder) => {
    setOrder(next);
    setPage(1);
  };
  if (students.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (students.isError) return <FormAlert message={describeError(students.error)} />;
  const { total, totals, pageSize } = students.data;
  if (total === 0)
    return <EmptyState title={t('analytics.students.empty')} body={t('analytics.students.emptyBody')} />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="space-y-6">
      <StatCards
        stats={[
          { label: t('analytics.students.totals.learners'), value: number.format(total) },
          { label: t('analytics.students.totals.contributors'), value: number.format(totals.contributors) },
          { label: t('analytics.students.totals.posts'), value: number.format(totals.posts) },
          { label: t('analytics.students.totals.comments'), value: number.format(totals.comments) },
          { label: t('analytics.students.totals.kudos'), value: number.format(totals.kudos) },
        ]}
      />
      <section aria-labelledby="analytics-learners-heading" className="space-y-4">
        <h3 id="analytics-learners-heading" className="text-lg font-semibold text-slate-900">
          {t('analytics.students.heading')}
        </h3>
        <StudentsChart students={students.data.students} />
        <AnalyticsStudentsTable students={students.data.students} current={order} onSort={sortBy} />
        <Pager
          label={t('analytics.students.pagination')}
          page={page}
          pages={pages}
          status={t('analytics.students.pageOf', { page, pages, total })}
          previous={t('analytics.previous')}
          next={t('analytics.next')}
          onPage={setPage}
        />
      </section>
    </div>
  );
}
