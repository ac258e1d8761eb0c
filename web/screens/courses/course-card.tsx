import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCard as Card } from '../../../common/api/catalogue';
import { COURSE_IMAGE_SIZES } from '../../../common/image-variants';
import { CourseImage } from '../../components/course-image';
import { Icon } from '../../components/icon';
import { courseLandingPath } from '../../lib/paths';

// The catalogue's grid: one column, two from 600 pixels, three beside the filters from 1024.
const CARD_IMAGE_SIZES = '(min-width: 1024px) 20rem, (min-width: 600px) 50vw, 100vw';

/**
 * One course of the catalogue: image, name, objective and its type, category and hours. The first
 * cards' images are fetched at once (`eager`); the others as they come into view.
 */
export function CourseCard({ course, eager = false }: { course: Card; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {course.imageUrl ? (
        <CourseImage
          src={course.imageUrl}
          {...COURSE_IMAGE_SIZES.image}
          sizes={CARD_IMAGE_SIZES}
          priority={eager}
          className="aspect-video w-full object-cover"
        />
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
