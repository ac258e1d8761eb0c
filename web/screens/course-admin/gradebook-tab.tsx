import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { gradebookQuery } from '../../api/gradebook';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import type { AdminTabProps } from './admin-tabs';
import { ClassReportView } from './class-report-view';
import { GradeCell, ItemHeadings } from './gradebook-columns';
import { GradebookExport } from './gradebook-export';
import { GradebookViews } from './gradebook-views';
import { ClassFilter, LearnersTable, useLearnerPages } from './learners-table';

/**
 * The course admin `learner_gradebook` action: learners (of one class, or of every class) against the
 * course's quiz blocks in outline order and its exams, each cell the counted score, with each item's
 * weight, the totals and the weighted total; 50 learners a page. Its CSV export, and for one class
 * its assessment report.
 */
export function GradebookTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const { cohortPath, page, setPage, chooseClass } = useLearnerPages();
  const [view, setView] = useState<'scores' | 'report'>('scores');
  const book = useQuery({
    ...gradebookQuery(course.path, cohortPath, page),
    placeholderData: keepPreviousData,
  });
  if (book.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (book.isError) return <FormAlert message={describeError(book.error)} />;
  const { items, rows, classes, totalLearners, pageSize, maxTotal } = book.data;
  // A class's report needs one class: the one chosen, or the caller's only one.
  const reportClass = cohortPath || (classes.length === 1 ? classes[0]!.path : '');
  const scores = (
    <LearnersTable
      caption={t('gradebook.caption', { maxTotal })}
      columns={
        <>
          <ItemHeadings coursePath={course.path} items={items} />
          <th scope="col" className="px-3 py-2 font-medium">
            {t('gradebook.total', { maxTotal })}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('gradebook.weighted')}
          </th>
        </>
      }
      rows={rows}
      cells={(row) => (
        <>
          {row.cells.map((cell, index) => (
            <td key={items[index]!.id} className="px-3 py-2">
              <GradeCell cell={cell} maxScore={items[index]!.maxScore} />
            </td>
          ))}
          <td className="px-3 py-2 font-medium text-slate-900">
            {t('gradebook.totalCell', { total: row.total, percent: row.percent })}
          </td>
          <td className="px-3 py-2 font-medium text-slate-900">
            {row.weightedPercent === null
              ? '–'
              : t('gradebook.weightedCell', { percent: row.weightedPercent })}
          </td>
        </>
      )}
      pagination={t('gradebook.pagination')}
      page={page}
      pageSize={pageSize}
      totalLearners={totalLearners}
      onPage={setPage}
    />
  );
  return (
    <section aria-labelledby="gradebook-heading" className="space-y-4">
      <h2 id="gradebook-heading" className="text-xl font-semibold text-slate-900">
        {t('gradebook.title')}
      </h2>
      <ClassFilter classes={classes} value={cohortPath} onChange={chooseClass} />
      <GradebookExport coursePath={course.path} cohortPath={cohortPath} />
      {reportClass && <GradebookViews view={view} onChange={setView} />}
      {reportClass && view === 'report' ? (
        <ClassReportView cohortPath={reportClass} />
      ) : items.length === 0 ? (
        <EmptyState title={t('gradebook.noItems')} body={t('gradebook.noItemsBody')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('gradebook.noLearners')} body={t('gradebook.noLearnersBody')} />
      ) : (
        scores
      )}
    </section>
  );
}
