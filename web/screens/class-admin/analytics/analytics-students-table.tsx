import { useTranslation } from 'react-i18next';
import type { AnalyticsStudent, AnalyticsStudentSort } from '../../../../common/api/analytics';
import { SortHeader, type SortOrder } from '../../../components/sort-header';
import { exactTime, relativeTime } from '../../../lib/time-format';
import { PersonName } from '../../course-page/social/person-line';

/** The list's sort: a column and its direction. */
export type AnalyticsStudentsOrder = SortOrder<AnalyticsStudentSort>;

// Names sort A to Z first, counts the most first; a second click turns the column's order round.
const COLUMNS = [
  { sort: 'name', labelKey: 'analytics.students.columns.name', first: 'asc' },
  { sort: 'posts', labelKey: 'analytics.students.columns.posts', first: 'desc' },
  { sort: 'comments', labelKey: 'analytics.students.columns.comments', first: 'desc' },
  { sort: 'kudos', labelKey: 'analytics.students.columns.kudos', first: 'desc' },
] as const satisfies readonly { sort: AnalyticsStudentSort; labelKey: string; first: 'asc' | 'desc' }[];

/** A page of the class's learners with their part in its social life; each count's header sorts by it. */
export function AnalyticsStudentsTable({
  students,
  current,
  onSort,
}: {
  students: readonly AnalyticsStudent[];
  current: AnalyticsStudentsOrder;
  onSort: (next: AnalyticsStudentsOrder) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="reflow-table min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{t('analytics.students.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.sort}
                sort={column.sort}
                label={t(column.labelKey)}
                current={current}
                onSort={onSort}
                first={column.first}
              />
            ))}
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('analytics.students.columns.lastContributed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {students.map((student) => (
            <tr key={student.person.userId}>
              <td className="px-4 py-3">
                <PersonName person={student.person} />
              </td>
              <td data-label={t('analytics.students.columns.posts')} className="px-4 py-3">
                {student.posts}
              </td>
              <td data-label={t('analytics.students.columns.comments')} className="px-4 py-3">
                {student.comments}
              </td>
              <td data-label={t('analytics.students.columns.kudos')} className="px-4 py-3">
                {student.kudosReceived}
              </td>
              <td data-label={t('analytics.students.columns.lastContributed')} className="px-4 py-3">
                {student.lastContributedAt ? (
                  <time
                    dateTime={student.lastContributedAt}
                    title={exactTime(student.lastContributedAt, i18n.language)}
                  >
                    {relativeTime(student.lastContributedAt, i18n.language)}
                  </time>
                ) : (
                  <span className="text-slate-600">{t('analytics.students.never')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
