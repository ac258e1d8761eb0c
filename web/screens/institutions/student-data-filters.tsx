import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STUDENT_DATA_SORTS, type StudentDataSort } from '../../../common/api/student-data';
import { institutionCoursesQuery } from '../../api/institutions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';

/** What the student data is found by and sorted by. */
export interface StudentDataFilters {
  /** The search as typed (name or e-mail address). */
  text: string;
  /** A course's path, or '' for every course. */
  course: string;
  sort: StudentDataSort;
  order: 'asc' | 'desc';
}

const ORDERS = ['asc', 'desc'] as const;

/** The search box, the course filter (the institution's courses), the sort and its order. */
export function StudentDataFilterFields({
  institutionPath,
  filters,
  onChange,
}: {
  institutionPath: string;
  filters: StudentDataFilters;
  onChange: (change: Partial<StudentDataFilters>) => void;
}) {
  const { t } = useTranslation();
  const courses = useQuery(institutionCoursesQuery(institutionPath));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_12rem_10rem]">
      <TextField
        label={t('institutions.studentData.search')}
        hint={t('institutions.studentData.searchHint')}
        type="search"
        autoComplete="off"
        value={filters.text}
        onChange={(event) => onChange({ text: event.target.value })}
      />
      <SelectField
        label={t('institutions.studentData.courseFilter')}
        value={filters.course}
        options={[
          { value: '', label: t('institutions.studentData.allCourses') },
          ...(courses.data ?? []).map((course) => ({ value: course.path, label: course.name })),
        ]}
        onChange={(course) => onChange({ course })}
      />
      <SelectField
        label={t('institutions.studentData.sort')}
        value={filters.sort}
        options={STUDENT_DATA_SORTS.map((value) => ({
          value,
          label: t(`institutions.studentData.sorts.${value}`),
        }))}
        onChange={(sort) => onChange({ sort: sort as StudentDataSort })}
      />
      <SelectField
        label={t('institutions.studentData.order')}
        value={filters.order}
        options={ORDERS.map((value) => ({ value, label: t(`institutions.studentData.orders.${value}`) }))}
        onChange={(order) => onChange({ order: order as 'asc' | 'desc' })}
      />
    </div>
  );
}
