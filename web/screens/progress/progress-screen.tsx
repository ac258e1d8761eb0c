import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { CourseProgressView } from './course-progress-view';
import { MyProgressList } from './my-progress-list';
import { MyQualifications } from './my-qualifications';

/** /progress/: the learner's classes with their progress, or one course's progress page (`?course=`). */
export function ProgressScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const [params] = useSearchParams();
  const coursePath = params.get('course');
  usePageTitle(t('progress.title'));
  let body: React.ReactNode;
  if (!userLoaded) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('progress.signedOut')} />;
  else if (coursePath) body = <CourseProgressView coursePath={coursePath} />;
  else {
    body = (
      <div className="space-y-10">
        <MyProgressList />
        <MyQualifications />
      </div>
    );
  }
  return (
    <>
      <PageHeader title={t('progress.title')} lead={t('progress.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-4xl">{body}</div>
      </div>
    </>
  );
}
