import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { myCoursesQuery } from '../../api/course-admin';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { courseAdminPath } from '../../lib/paths';
import { MyClasses } from './my-classes';

/** /courses/my/: the courses the signed-in user manages, each linking to its admin, then the classes they are in. */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  usePageTitle(t('myCourses.title'));
  const courses = useQuery({
    ...myCoursesQuery(),
    enabled: currentUser !== null,
  });
  const create = (
    <Link to={SCREEN_ROUTES.createCourse} className={PRIMARY_BUTTON}>
      {t('myCourses.create')}
    </Link>
  );
  let body: React.ReactNode;
  if (!userLoaded || (currentUser && courses.isPending))
    body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('myCourses.signedOut')} />;
  else if (courses.isError) body = <FormAlert message={describeError(courses.error)} />;
  else if (!courses.data || courses.data.length === 0)
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
              <span className="font-mono text-sm text-slate-600">/courses/{course.path}/</span>
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
    <>
      <PageHeader title={t('myCourses.title')} lead={t('myCourses.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {body}
          {currentUser && <MyClasses />}
        </div>
      </div>
    </>
  );
}
