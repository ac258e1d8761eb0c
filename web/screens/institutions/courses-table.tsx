import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstitutionCourse } from '../../../common/api/institution';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { classNames } from '../../components/class-names';
import { Day } from '../../components/day';
import { courseLandingPath } from '../../lib/paths';
import { SectionTable } from './section-parts';

const COLUMNS = ['name', 'status', 'catalogue', 'classes', 'learners', 'addedAt', 'actions'] as const;

const CELL = 'px-4 py-3 align-top';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * Courses of the institution, one row a course: its landing page, its status, whether the
 * catalogue lists it, its classes and learners, when it was added; each can be archived (or
 * restored) and removed. The course being archived or restored has its button disabled.
 */
export function CoursesTable({
  caption,
  courses,
  pendingPath,
  onArchive,
  onRemove,
}: {
  caption: string;
  courses: readonly InstitutionCourse[];
  pendingPath: string | undefined;
  onArchive: (course: InstitutionCourse) => void;
  onRemove: (course: InstitutionCourse) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.courses.columns.${column}`);
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <SectionTable caption={caption} columns={COLUMNS} label={label}>
      {courses.map((course) => {
        const archived = course.status === 'archived';
        return (
          <tr key={course.path} className="border-t border-slate-200">
            <th scope="row" className={`${CELL} font-semibold`}>
              <Link to={courseLandingPath(course.path)} className="text-brand-800 hover:underline">
                {course.name}
              </Link>
            </th>
            <td data-label={label('status')} className={CELL}>
              <span
                className={classNames(
                  BADGE,
                  archived ? 'bg-slate-100 text-slate-800' : 'bg-green-100 text-green-900',
                )}
              >
                {t(`institutions.courses.statuses.${course.status}`)}
              </span>
            </td>
            <td data-label={label('catalogue')} className={CELL}>
              {course.displayed ? t('institutions.courses.listed') : t('institutions.courses.notListed')}
            </td>
            <td data-label={label('classes')} className={CELL}>
              {count(course.classes)}
            </td>
            <td data-label={label('learners')} className={CELL}>
              {count(course.learners)}
            </td>
            <td data-label={label('addedAt')} className={CELL}>
              <Day iso={course.addedAt} />
            </td>
            <td className={CELL}>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  disabled={pendingPath === course.path}
                  aria-label={t(
                    archived ? 'institutions.courses.restoreNamed' : 'institutions.courses.archiveNamed',
                    { name: course.name },
                  )}
                  onClick={() => onArchive(course)}
                >
                  {pendingPath === course.path
                    ? t('institutions.courses.saving')
                    : archived
                      ? t('institutions.courses.restore')
                      : t('institutions.courses.archive')}
                </button>
                <button
                  type="button"
                  className={DANGER_BUTTON}
                  aria-label={t('institutions.courses.removeNamed', { name: course.name })}
                  onClick={() => onRemove(course)}
                >
                  {t('institutions.courses.remove')}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </SectionTable>
  );
}
