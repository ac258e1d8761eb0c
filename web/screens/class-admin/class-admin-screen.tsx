import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { classQuery } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { classNames } from '../../components/class-names';
import { FormAlert } from '../../components/form-alert';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { classAdminPath, courseAdminPath } from '../../lib/paths';
import { CLASS_ADMIN_TABS, DEFAULT_CLASS_TAB } from './class-admin-tabs';

/**
 * /cohorts/admin/?cohort=…&tab=…: the class admin shell. Tabs change only the query string, so the
 * shell (and the class it holds) stays mounted while the tab body changes.
 */
export function ClassAdminScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const cohortPath = params.get('cohort') ?? '';
  const { currentUser, userLoaded } = useAuthState();

  useEffect(() => {
    if (tab) return;
    const next = new URLSearchParams(params);
    next.set('tab', DEFAULT_CLASS_TAB);
    navigate({ search: `?${next}` }, { replace: true });
  }, [tab, params, navigate]);

  const cohort = useQuery({
    ...classQuery(cohortPath),
    enabled: currentUser !== null && cohortPath !== '',
    // A refusal or an unknown class will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  usePageTitle(t('classAdmin.title'), cohort.data?.name ?? '');

  let body: React.ReactNode;
  if (!userLoaded || !tab) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('classAdmin.signedOut')} />;
  else if (!cohortPath) body = <p className="text-slate-700">{t('classAdmin.noClass')}</p>;
  else if (cohort.isPending) body = <p className="text-slate-600">{t('classAdmin.loading')}</p>;
  else if (cohort.isError) {
    const refused = cohort.error instanceof ApiError && [403, 404].includes(cohort.error.status);
    body = <FormAlert message={refused ? t('classAdmin.notAllowed') : describeError(cohort.error)} />;
  } else {
    const { canManage, path } = cohort.data;
    const tabs = Object.entries(CLASS_ADMIN_TABS).filter(([, entry]) => canManage || !entry.manageOnly);
    const active = CLASS_ADMIN_TABS[tab];
    body = (
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('classAdmin.sections')}>
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {tabs.map(([name, entry]) => (
              <li key={name}>
                <Link
                  to={classAdminPath({ cohort: path, tab: name })}
                  aria-current={name === tab ? 'page' : undefined}
                  className={classNames(
                    'block rounded-lg px-3 py-2 text-sm font-medium',
                    name === tab ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {t(entry.labelKey as 'classAdmin.title')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={active ? t(active.labelKey as 'classAdmin.title') : undefined}>
          {!active ? (
            <p className="text-slate-700">{t('classAdmin.tabUnavailable')}</p>
          ) : active.manageOnly && !canManage ? (
            <FormAlert message={t('classAdmin.notAllowed')} />
          ) : (
            <Suspense fallback={<p className="text-slate-600">{t('app.loading')}</p>}>
              <active.Component cohortPath={path} />
            </Suspense>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('classAdmin.title')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {cohort.data?.name ?? t('classAdmin.title')}
      </h1>
      {cohort.data && (
        <p className="mt-2">
          <Link
            to={courseAdminPath({ action: 'classes', course: cohort.data.coursePath })}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('classAdmin.courseLink', { course: cohort.data.courseName })}
          </Link>
        </p>
      )}
      <div className="mt-8">{body}</div>
    </div>
  );
}
