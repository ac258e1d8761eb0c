import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { ManagedCourses } from './managed-courses';
import { MyClasses } from './my-classes';

/** /courses/my/: the classes the signed-in user learns in first, then the courses they manage. */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  usePageTitle(t('myCourses.title'));
  let body: React.ReactNode;
  if (!userLoaded) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('myCourses.signedOut')} />;
  else
    body = (
      <>
        <MyClasses />
        <ManagedCourses user={currentUser} />
      </>
    );
  return (
    <>
      <PageHeader title={t('myCourses.title')} lead={t('myCourses.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl">{body}</div>
      </div>
    </>
  );
}
