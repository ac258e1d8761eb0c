import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENTS_PAGE_SIZE } from '../../../common/api/progress';
import { describeError } from '../../api/describe-error';
import { studentsQuery } from '../../api/progress';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { Pager } from '../../components/pager';
import { StudentsExport } from './students-export';
import { type StudentsOrder, StudentsTable } from './students-table';

/**
 * A class's learners for its teachers: progress, last activity and learning time, sortable by each
 * column, 25 to a page (spec §9), with the CSV export.
 */
export function StudentsTab({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<StudentsOrder>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const students = useQuery({
    ...studentsQuery(cohortPath, order.sort, order.order, page),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((students.data?.total ?? 0) / STUDENTS_PAGE_SIZE));
  const sortBy = (next: StudentsOrder) => {
    setOrder(next);
    setPage(1);
  };
  let body: React.ReactNode;
  if (students.isPending) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (students.isError) body = <FormAlert message={describeError(students.error)} />;
  else if (students.data.total === 0)
    body = <EmptyState title={t('students.empty')} body={t('students.emptyBody')} />;
  else
    body = (
      <>
        <StudentsTable students={students.data.students} current={order} onSort={sortBy} />
        <Pager
          label={t('students.pagination')}
          page={page}
          pages={pages}
          status={t('students.pageOf', { page, pages, total: students.data.total })}
          previous={t('students.previous')}
          next={t('students.next')}
          onPage={setPage}
        />
      </>
    );
  return (
    <section aria-labelledby="students-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="students-heading" className="text-xl font-semibold text-slate-900">
          {t('students.title')}
        </h2>
        <StudentsExport cohortPath={cohortPath} />
      </div>
      {body}
    </section>
  );
}
