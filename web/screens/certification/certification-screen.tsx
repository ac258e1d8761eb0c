import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CertificateSettingsView } from '../../../common/api/certification';
import { CERTIFICATION_ACTIONS } from '../../../common/routes';
import { ApiError } from '../../api/api-error';
import { certificateSettingsQuery } from '../../api/certification-admin';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { TabList, tabIds } from '../../components/tab-list';
import { usePageTitle } from '../../hooks/use-page-title';
import { type CertificationAction, certificationPath } from '../../lib/certification-paths';
import { courseAdminPath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { DesignTab } from './design-tab';
import { StudentsTab } from './students-tab';

const isAction = (action: string): action is CertificationAction =>
  (CERTIFICATION_ACTIONS as readonly string[]).includes(action);

/**
 * /certification/{action}/?course={path} (spec §2): a course's certificate for its team, the
 * course's administrators and platform staff. Its designer (`design`) and the student
 * certification list (`students`) are tabs; anyone else is told they have no access. An unknown
 * action or course, or none, is not found.
 */
export function CertificationScreen() {
  const { action = '' } = useParams();
  const [params] = useSearchParams();
  const coursePath = params.get('course') ?? '';
  const { currentUser } = useAuthState();
  const settings = useQuery({
    ...certificateSettingsQuery(coursePath),
    enabled: currentUser !== null && coursePath !== '',
    // A refusal or an unknown course will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const missing = settings.error instanceof ApiError && settings.error.status === 404;
  if (!isAction(action) || !coursePath || missing) return <NotFoundScreen />;
  return <CertificationPage action={action} coursePath={coursePath} settings={settings} />;
}

function CertificationPage({
  action,
  coursePath,
  settings,
}: {
  action: CertificationAction;
  coursePath: string;
  settings: UseQueryResult<CertificateSettingsView>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const { currentUser, userLoaded } = useAuthState();
  const courseName = settings.data?.courseName;
  usePageTitle(t(`certificationAdmin.tabs.${action}`), courseName ?? '');

  let body: React.ReactNode;
  if (!userLoaded) body = <p role="status">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('certificationAdmin.signedOut')} />;
  else if (settings.isPending) body = <p role="status">{t('app.loading')}</p>;
  else if (settings.isError)
    body =
      settings.error instanceof ApiError && settings.error.status === 403 ? (
        <EmptyState title={t('certificationAdmin.noAccess')} body={t('certificationAdmin.noAccessBody')} />
      ) : (
        <LoadError
          message={describeError(settings.error)}
          retryLabel={t('certificationAdmin.retry')}
          onRetry={() => void settings.refetch()}
        />
      );
  else
    body = (
      <>
        <TabList
          label={t('certificationAdmin.tabsLabel')}
          names={CERTIFICATION_ACTIONS}
          current={action}
          baseId={baseId}
          labelOf={(name) => t(`certificationAdmin.tabs.${name}`)}
          onSelect={(name) => navigate(certificationPath(name, coursePath))}
          tabClassName="px-4"
        />
        <div
          role="tabpanel"
          id={tabIds(baseId, action).panel}
          aria-labelledby={tabIds(baseId, action).tab}
          className="pt-6"
        >
          {action === 'design' ? (
            <DesignTab key={coursePath} coursePath={coursePath} settings={settings.data} />
          ) : (
            <StudentsTab coursePath={coursePath} />
          )}
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t('certificationAdmin.title')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {courseName ?? t('certificationAdmin.title')}
      </h1>
      {courseName && (
        <p className="mt-2">
          <Link
            to={courseAdminPath({ action: 'general', course: coursePath })}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('certificationAdmin.courseAdminLink')}
          </Link>
        </p>
      )}
      <div className="mt-8">{body}</div>
    </div>
  );
}
