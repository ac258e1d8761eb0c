import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { coursePermissions } from '../../../common/domain/course-permissions';
import { CERTIFICATION_ACTIONS } from '../../../common/routes';
import { ApiError } from '../../api/api-error';
import { courseDataQuery } from '../../api/course-admin';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { classNames } from '../../components/class-names';
import { FormAlert } from '../../components/form-alert';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { certificationPath } from '../../lib/certification-paths';
import { courseAdminPath } from '../../lib/paths';
import { ADMIN_TABS } from './admin-tabs';

/** The action a course admin address opens when it names none (spec §2). */
export const DEFAULT_ADMIN_ACTION = 'starter';

/** The course's certification screens (not an action of course admin: a screen of their own, spec §2). */
function CertificationLinks({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('certificationAdmin.title')}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1 lg:flex-col">
        {CERTIFICATION_ACTIONS.map((action) => (
          <li key={action}>
            <Link
              to={certificationPath(action, coursePath)}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {t(`certificationAdmin.tabs.${action}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /courses/admin/?action=…&course=…: the course admin shell. Tabs change only the query string,
 * so the shell (and the course data it holds) stays mounted while the tab body changes.
 */
export function CourseAdminScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const action = params.get('action');
  const coursePath = params.get('course') ?? '';
  const { currentUser, userLoaded } = useAuthState();

  useEffect(() => {
    if (action) return;
    const next = new URLSearchParams(params);
    next.set('action', DEFAULT_ADMIN_ACTION);
    navigate({ search: `?${next}` }, { replace: true });
  }, [action, params, navigate]);

  const course = useQuery({
    ...courseDataQuery(coursePath),
    enabled: currentUser !== null && coursePath !== '',
    // A refusal or an unknown course will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  usePageTitle(t('courseAdmin.title'), course.data?.name ?? '');

  let body: React.ReactNode;
  if (!userLoaded || !action) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('courseAdmin.signedOut')} />;
  else if (!coursePath) body = <p className="text-slate-700">{t('courseAdmin.noCourse')}</p>;
  else if (course.isPending) body = <p className="text-slate-600">{t('courseAdmin.loading')}</p>;
  else if (course.isError) {
    const forbidden = course.error instanceof ApiError && [403, 404].includes(course.error.status);
    body = <FormAlert message={forbidden ? t('courseAdmin.notAllowed') : describeError(course.error)} />;
  } else {
    const data = course.data;
    const granted = currentUser.isStaff
      ? { write: true, admin: true, landingPage: true }
      : coursePermissions(data.myRole);
    const tabs = Object.entries(ADMIN_TABS).filter(([, tab]) => granted[tab.permission]);
    const active = ADMIN_TABS[action];
    if (tabs.length === 0) body = <FormAlert message={t('courseAdmin.notAllowed')} />;
    else
      body = (
        // minmax(0, 1fr): a wide table scrolls or reflows in its own box, never the page (400% zoom).
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <nav aria-label={t('courseAdmin.sections')}>
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {tabs.map(([name, tab]) => (
                <li key={name}>
                  <Link
                    to={courseAdminPath({
                      action: name,
                      course: data.path,
                      cohort: params.get('cohort') ?? '',
                    })}
                    aria-current={name === action ? 'page' : undefined}
                    className={classNames(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      name === action ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    {t(tab.labelKey as 'courseAdmin.title')}
                  </Link>
                </li>
              ))}
            </ul>
            {granted.admin && <CertificationLinks coursePath={data.path} />}
          </nav>
          <section
            aria-label={active ? t(active.labelKey as 'courseAdmin.title') : undefined}
            className="min-w-0"
          >
            {!active ? (
              <p className="text-slate-700">{t('courseAdmin.tabUnavailable')}</p>
            ) : !granted[active.permission] ? (
              <FormAlert message={t('courseAdmin.notAllowed')} />
            ) : (
              <Suspense fallback={<p className="text-slate-600">{t('app.loading')}</p>}>
                <active.Component course={data} />
              </Suspense>
            )}
          </section>
        </div>
      );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('courseAdmin.title')}</p>
      <h1 className="mt-1 mb-8 text-3xl font-bold tracking-tight text-slate-900">
        {course.data?.name ?? t('courseAdmin.title')}
      </h1>
      {body}
    </div>
  );
}
