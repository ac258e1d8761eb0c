import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager';
import { ResultsTable } from '../../components/results-table';
import { SelectField } from '../../components/select-field';

/** Which class (or '', every class) and which page of a table of learners is shown; a class chosen starts at its first page. */
export function useLearnerPages() {
  const [cohortPath, setCohortPath] = useState('');
  const [page, setPage] = useState(1);
  const chooseClass = (path: string) => {
    setCohortPath(path);
    setPage(1);
  };
  return { cohortPath, page, setPage, chooseClass };
}

/** The class filter of a table of learners: shown when the caller sees more than one class ('' is every class). */
export function ClassFilter(props: {
  classes: readonly { path: string; name: string }[];
  value: string;
  onChange: (cohortPath: string) => void;
}) {
  const { t } = useTranslation();
  if (props.classes.length < 2) return null;
  return (
    <div className="max-w-sm">
      <SelectField
        label={t('gradebook.class')}
        value={props.value}
        placeholder={t('gradebook.allClasses')}
        options={props.classes.map((cohort) => ({ value: cohort.path, label: cohort.name }))}
        onChange={props.onChange}
      />
    </div>
  );
}

type LearnerRow = { userId: string; cohortPath: string; fullName: string };

interface LearnersTableProps<Row extends LearnerRow> {
  caption: string;
  /** The column headers after the learner's. */
  columns: ReactNode;
  rows: readonly Row[];
  /** A row's cells after the learner's name. */
  cells: (row: Row) => ReactNode;
  /** The pager's name ("Gradebook pages"), the page shown, and how many learners in all at `pageSize` a page. */
  pagination: string;
  page: number;
  pageSize: number;
  totalLearners: number;
  onPage: (page: number) => void;
}

/**
 * Learners (a row each, named in a header cell that stays put while the table scrolls sideways)
 * against columns of the course's results, a page at a time: the gradebook's and attainment's.
 */
export function LearnersTable<Row extends LearnerRow>(props: LearnersTableProps<Row>) {
  const { t } = useTranslation();
  const { page, totalLearners } = props;
  const pages = Math.max(1, Math.ceil(totalLearners / props.pageSize));
  return (
    <>
      <ResultsTable
        caption={props.caption}
        head={
          <>
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 font-medium">
              {t('gradebook.learner')}
            </th>
            {props.columns}
          </>
        }
      >
        {props.rows.map((row) => (
          <tr key={`${row.userId}:${row.cohortPath}`} className="border-t border-slate-200">
            <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-medium text-slate-900">
              {row.fullName}
            </th>
            {props.cells(row)}
          </tr>
        ))}
      </ResultsTable>
      <Pager
        label={props.pagination}
        page={page}
        pages={pages}
        status={t('gradebook.pageOf', { page, pages, total: totalLearners })}
        previous={t('gradebook.previous')}
        next={t('gradebook.next')}
        onPage={props.onPage}
      />
    </>
  );
}
