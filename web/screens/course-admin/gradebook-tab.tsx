import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GradebookCell } from '../../../common/api/gradebook';
import { describeError } from '../../api/describe-error';
import { gradebookQuery } from '../../api/gradebook';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { coursePagePath } from '../../lib/paths';
import type { AdminTabProps } from './admin-tabs';

/** A learner's standing on one item in a few characters, with its words for a screen reader. */
function Cell({ cell, maxScore }: { cell: GradebookCell; maxScore: number }) {
  const { t } = useTranslation();
  if (cell.status === 'none') return <span className="text-slate-500">–</span>;
  if (cell.status === 'awaiting_marking')
    return <span className="font-medium text-amber-900">{t('gradebook.toMark')}</span>;
  if (cell.status === 'returned' && cell.score === null)
    return <span className="text-slate-700">{t('gradebook.returned')}</span>;
  return (
    <span className={cell.score === maxScore ? 'text-green-800' : 'text-slate-900'}>
      {cell.score ?? '–'}
      {cell.late && <span className="ml-1 text-xs text-amber-900">{t('gradebook.late')}</span>}
    </span>
  );
}

/**
 * The course admin `learner_gradebook` action: learners (of one class, or of every class) against the
 * course's quiz blocks in outline order, each cell the counted score, with totals; 50 learners a page.
 */
export function GradebookTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const [cohortPath, setCohortPath] = useState('');
  const [page, setPage] = useState(1);
  const book = useQuery({
    ...gradebookQuery(course.path, cohortPath, page),
    placeholderData: keepPreviousData,
  });
  if (book.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (book.isError) return <FormAlert message={describeError(book.error)} />;
  const { items, rows, classes, totalLearners, pageSize, maxTotal } = book.data;
  const pages = Math.max(1, Math.ceil(totalLearners / pageSize));
  const choose = (path: string) => {
    setCohortPath(path);
    setPage(1);
  };
  return (
    <section aria-labelledby="gradebook-heading" className="space-y-4">
      <h2 id="gradebook-heading" className="text-xl font-semibold text-slate-900">
        {t('gradebook.title')}
      </h2>
      {classes.length > 1 && (
        <div className="max-w-sm">
          <SelectField
            label={t('gradebook.class')}
            value={cohortPath}
            placeholder={t('gradebook.allClasses')}
            options={classes.map((cohort) => ({ value: cohort.path, label: cohort.name }))}
            onChange={choose}
          />
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState title={t('gradebook.noItems')} body={t('gradebook.noItemsBody')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('gradebook.noLearners')} body={t('gradebook.noLearnersBody')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('gradebook.caption', { maxTotal })}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 font-medium">
                    {t('gradebook.learner')}
                  </th>
                  {items.map((item, index) => (
                    <th
                      key={item.blockId}
                      scope="col"
                      className="min-w-32 px-3 py-2 align-bottom font-medium"
                    >
                      <Link
                        to={coursePagePath(course.path, item.pagePath, 'view')}
                        title={item.question}
                        className="text-brand-800 underline"
                      >
                        {t('gradebook.item', { number: index + 1, page: item.pageTitle })}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">
                        {t('gradebook.outOf', { count: item.maxScore })}
                      </span>
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('gradebook.total', { maxTotal })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.userId}:${row.cohortPath}`} className="border-t border-slate-200">
                    <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-medium text-slate-900">
                      {row.fullName}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td key={items[index]!.blockId} className="px-3 py-2">
                        <Cell cell={cell} maxScore={items[index]!.maxScore} />
                      </td>
                    ))}
                    <td className="px-3 py-2 font-medium text-slate-900">
                      {t('gradebook.totalCell', { total: row.total, percent: row.percent })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('gradebook.pagination')}
            page={page}
            pages={pages}
            status={t('gradebook.pageOf', { page, pages, total: totalLearners })}
            previous={t('gradebook.previous')}
            next={t('gradebook.next')}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
