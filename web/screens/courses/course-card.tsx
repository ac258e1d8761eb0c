import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCard as Card } from '../../../common/api/catalogue';
import { Icon } from '../../components/icon';
import { courseLandingPath } from '../../lib/paths';

/** One course of the catalogue: image, name, objective and its type, category and hours. */
export function CourseCard({ course }: { course: Card }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {course.imageUrl ? (
        <img src={course.imageUrl} alt="" className="aspect-video w-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-video items-center justify-center bg-brand-50 text-brand-700"
        >
          <Icon name="book" className="size-10" />
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
          {t(`courseForm.courseTypes.${course.courseType}` as 'courseForm.courseTypes.OTHER')} ·{' '}
          {t(`courseForm.categories.${course.category}` as 'courseForm.categories.data')}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={courseLandingPath(course.path)} className="hover:text-brand-700 hover:underline">
            {course.name}
          </Link>
        </h3>
        <p className="flex-1 text-sm leading-6 text-slate-700">{course.objective}</p>
        {course.learningHours !== null && (
          <p className="text-sm text-slate-600">{t('catalogue.hours', { hours: course.learningHours })}</p>
        )}
      </div>
    </li>
  );
}
