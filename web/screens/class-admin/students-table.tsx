import { useTranslation } from 'react-i18next';
import type { StudentRow, StudentSort } from '../../../common/api/progress';
import { ProgressBar } from '../../components/progress-bar';
import { SortHeader, type SortOrder } from '../../components/sort-header';
import { exactTime, learningTime, relativeTime } from '../../lib/time-format';

/** The list's sort: a column and its direction. */
export type StudentsOrder = SortOrder<StudentSort>;

const COLUMNS = [
  { sort: 'name', labelKey: 'students.columns.name' },
  { sort: 'progress', labelKey: 'students.columns.progress' },
  { sort: 'lastActive', labelKey: 'students.columns.lastActive' },
  { sort: 'learningTime', labelKey: 'students.columns.learningTime' },
] as const satisfies readonly { sort: StudentSort; labelKey: string }[];

/** A page of the class's learners; each column header sorts by it (again: the other way). */
export function StudentsTable({
  students,
  current,
  onSort,
}: {
  students: readonly StudentRow[];
  current: StudentsOrder;
  onSort: (next: StudentsOrder) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="reflow-table min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{t('students.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.sort}
                sort={column.sort}
                label={t(column.labelKey)}
                current={current}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {students.map((student) => (
            <tr key={student.userId}>
              <td className="px-4 py-3">
                <div className="font-semibold text-slate-900">{student.fullName}</div>
                <div className="text-slate-600">{student.emailAddress}</div>
              </td>
              <td data-label={t('students.columns.progress')} className="px-4 py-3">
                <div className="flex min-w-40 items-center gap-2">
                  <ProgressBar
                    value={student.progress}
                    label={t('students.progressOf', { name: student.fullName })}
                  />
                  <span className="w-10 shrink-0 text-right">{student.progress}%</span>
                </div>
              </td>
              <td data-label={t('students.columns.lastActive')} className="px-4 py-3">
                {student.lastActiveAt ? (
                  <time
                    dateTime={student.lastActiveAt}
                    title={exactTime(student.lastActiveAt, i18n.language)}
                  >
                    {relativeTime(student.lastActiveAt, i18n.language)}
                  </time>
                ) : (
                  <span className="text-slate-600">{t('students.never')}</span>
                )}
              </td>
              <td data-label={t('students.columns.learningTime')} className="px-4 py-3">
                {learningTime(student.learningTimeSeconds, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
