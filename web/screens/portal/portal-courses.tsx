import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalCoursesInput } from '../../../common/api/catalogue-limits';
import { SCREEN_ROUTES } from '../../../common/routes';
import { catalogueQuery } from '../../api/catalogue';
import { LoadError } from '../../components/load-error';
import { CourseCard } from '../courses/course-card';
import { PORTAL_LINK } from './portal-link';

/** The institution's courses as the catalogue's cards, and a link to all of them in the catalogue. */
export function PortalCourses({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const courses = useQuery(catalogueQuery(portalCoursesInput(institutionPath)));
  const all = `${SCREEN_ROUTES.courses}?${new URLSearchParams({ institution: institutionPath })}`;
  if (courses.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t('portal.coursesLoading')}
      </p>
    );
  if (courses.isError)
    return (
      <LoadError
        message={t('portal.coursesError')}
        retryLabel={t('portal.retry')}
        onRetry={() => void courses.refetch()}
      />
    );
  return (
    <div className="space-y-6">
      {courses.data.courses.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {t('portal.noCourses')}
        </p>
      ) : (
        <ul className="grid gap-6 min-[600px]:grid-cols-2 lg:grid-cols-3">
          {courses.data.courses.map((course, index) => (
            <CourseCard key={course.path} course={course} eager={index < 3} />
          ))}
        </ul>
      )}
      <p>
        <Link to={all} className={`font-semibold text-brand-800 underline ${PORTAL_LINK}`}>
          {t('portal.allCourses')}
        </Link>
      </p>
    </div>
  );
}
