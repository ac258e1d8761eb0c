import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENT_DATA_PAGE_SIZE } from '../../../common/api/student-data';
import { EmptyState } from '../../components/empty-state';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { PagedBody, usePaging } from './paging';
import { ListSection } from './section-parts';
import { StudentDataExport } from './student-data-export';
import { StudentDataFilterFields, type StudentDataFilters } from './student-data-filters';
import { StudentDataTable } from './student-data-table';
import { useStudentData } from './use-student-data';

/** The search waits until typing pauses this long. */
export const STUDENT_DATA_SEARCH_DELAY_MS = 300;

/**
 * The Student data action (spec §2 `action=studentData`): the institution's learners, 25 to a page,
 * found by name or e-mail address and by course, sorted, with their classes and progress, last
 * activity and learning time; and the whole list exported as CSV.
 */
export function StudentDataSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StudentDataFilters>({
    text: '',
    course: '',
    sort: 'name',
    order: 'asc',
  });
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filters.text.trim(), STUDENT_DATA_SEARCH_DELAY_MS);
  const { course, sort, order } = filters;
  const students = useStudentData(institutionPath, {
    offset: (page - 1) * STUDENT_DATA_PAGE_SIZE,
    limit: STUDENT_DATA_PAGE_SIZE,
    q,
    ...(course && { course }),
    sort,
    order,
  });
  // A new search, filter or sort starts again from the first page.
  const asked = JSON.stringify([q, course, sort, order]);
  const [lastAsked, setLastAsked] = useState(asked);
  if (lastAsked !== asked) {
    setLastAsked(asked);
    setPage(1);
  }
  const paging = usePaging(students, page, setPage, STUDENT_DATA_PAGE_SIZE);
  const filtered = q !== '' || course !== '';

  return (
    <ListSection
      id="student-data-heading"
      heading={t('institutions.studentData.heading')}
      lead={t('institutions.studentData.lead')}
      announcement=""
    >
      <StudentDataExport institutionPath={institutionPath} />
      <StudentDataFilterFields
        institutionPath={institutionPath}
        filters={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      />
      <PagedBody
        query={students}
        list="institutions.studentData"
        paging={paging}
        page={page}
        onPage={setPage}
        rows={(data) => data.students}
        empty={
          filtered ? (
            <p className="text-slate-600">{t('institutions.studentData.noMatch')}</p>
          ) : (
            <EmptyState
              title={t('institutions.studentData.emptyTitle')}
              body={t('institutions.studentData.emptyBody')}
            />
          )
        }
      >
        {(shown) => <StudentDataTable students={shown} />}
      </PagedBody>
    </ListSection>
  );
}
