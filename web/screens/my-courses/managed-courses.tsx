import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoggedInUserData } from '../../../common/api/user';
import { SCREEN_ROUTES } from '../../../common/routes';
import { myCoursesQuery } from '../../api/course-admin';
import { describeError } from '../../api/describe-error';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { courseAdminPath } from '../../lib/paths';

/**
 * The courses the person manages, each linking to its admin, in a section of its own after their
 * classes. A learner who manages none and is no creator gets one line inviting them to create one.
 */
export function ManagedCourses({ user }: { user: LoggedInUserData }) {
  const { t } = useTranslation();
  const courses = useQuery(myCoursesQuery());
  const create = (
    <Link to={SCREEN_ROUTES.createCourse} className={PRIMARY_BUTTON}>
      {t('myCourses.create')}
    </Link>
  );
  const creator = user.isCourseCreator || user.isEducator;
  let body: React.ReactNode;
  if (courses.isPending) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (courses.isError) body = <FormAlert message={describeError(courses.error)} />;
  else if (courses.data.length === 0 && !creator)
    return (
      <p className="mt-12 text-slate-700">
        {t('myCourses.teach')}{' '}
        <Link to={SCREEN_ROUTES.createCourse} className="font-semibold text-brand-800 underline">
          {t('myCourses.create')}
        </Link>
      </p>
    );
  else if (courses.data.length === 0)
    body = (
      <EmptyState title={t('myCourses.empty')} body={t('myCourses.emptyBody')}>
        {create}
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="mb-6">{create}</div>
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {courses.data.map((course) => (
            <li key={course.path} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
              <Link
                to={courseAdminPath({ action: 'starter', course: course.path })}
                aria-label={t('myCourses.manage', { name: course.name })}
                className="font-semibold text-brand-800 hover:underline"
              >
                {course.name}
              </Link>
              <span className="font-mono text-sm break-all text-slate-600">/courses/{course.path}/</span>
              <span
                className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  course.displayed ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'
                }`}
              >
                {course.displayed ? t('myCourses.displayed') : t('myCourses.hidden')}
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section aria-labelledby="managed-courses-heading" className="mt-12">
      <h2 id="managed-courses-heading" className="mb-4 text-xl font-semibold text-slate-900">
        {t('myCourses.managedTitle')}
      </h2>
      {body}
    </section>
  );
}
