import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLETION_PAGE_SIZE, type CompletionRow, reportDate } from '../../../common/api/completion-report';
import { completionTableQuery } from '../../api/completion-report';
import { PagedBody, usePaging } from './paging';
import { PersonCell } from './people-table';
import { SectionTable } from './section-parts';

/** What a completion table is of: a course, and one of its classes or all. */
export interface TableTarget {
  course: string;
  courseName: string;
  cohort: string | undefined;
  cohortName: string;
}

const COLUMNS = ['name', 'email', 'class', 'enrolled', 'progress', 'completed', 'lastActive'] as const;

/** A report's day: spec §9 DD/MM/YYYY, with the instant for machines. */
function ReportDay({ iso }: { iso: string }) {
  return <time dateTime={iso}>{reportDate(iso)}</time>;
}

/** A course's or a class's learners, 50 to a page: their progress and the day each completed (DD/MM/YYYY). */
export function CompletionTableView({
  institutionPath,
  target,
}: {
  institutionPath: string;
  target: TableTarget;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useQuery({
    ...completionTableQuery(institutionPath, {
      course: target.course,
      ...(target.cohort && { cohort: target.cohort }),
      offset: (page - 1) * COMPLETION_PAGE_SIZE,
      limit: COMPLETION_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const paging = usePaging(table, page, setPage, COMPLETION_PAGE_SIZE);
  // Opened from a course's row, the table is where the reader goes next.
  useEffect(() => heading.current?.focus(), []);
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.reports.table.columns.${column}`);
  const title = t('institutions.reports.table.heading', {
    course: target.courseName,
    name: target.cohortName,
  });
  return (
    <section aria-labelledby="completion-table-heading" className="space-y-3">
      <h3
        id="completion-table-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900"
      >
        {title}
      </h3>
      <PagedBody
        query={table}
        list="institutions.reports.table"
        paging={paging}
        page={page}
        onPage={setPage}
        rows={(data) => data.rows}
        empty={<p className="text-slate-600">{t('institutions.reports.table.empty')}</p>}
      >
        {(rows: readonly CompletionRow[]) => (
          <SectionTable caption={title} columns={COLUMNS} label={label}>
            {rows.map((row) => (
              <tr key={`${row.userId}/${row.cohortName}`} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
                  {row.fullName}
                </th>
                <PersonCell label={label('email')}>{row.email}</PersonCell>
                <PersonCell label={label('class')}>{row.cohortName}</PersonCell>
                <PersonCell label={label('enrolled')}>
                  <ReportDay iso={row.enrolledAt} />
                </PersonCell>
                <PersonCell label={label('progress')}>
                  {t('institutions.reports.table.pages', { done: row.completedPages, total: row.totalPages })}
                </PersonCell>
                <PersonCell label={label('completed')}>
                  {row.completedAt ? (
                    <ReportDay iso={row.completedAt} />
                  ) : (
                    <span className="text-slate-600">{t('institutions.reports.table.notYet')}</span>
                  )}
                </PersonCell>
                <PersonCell label={label('lastActive')}>
                  {row.lastActiveAt ? (
                    <ReportDay iso={row.lastActiveAt} />
                  ) : (
                    <span className="text-slate-600">{t('institutions.reports.table.never')}</span>
                  )}
                </PersonCell>
              </tr>
            ))}
          </SectionTable>
        )}
      </PagedBody>
    </section>
  );
}
