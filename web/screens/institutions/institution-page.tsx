import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { InstitutionSettings } from '../../../common/api/institution';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { institutionSettingsQuery } from '../../api/institutions';
import { useAuthState } from '../../auth/use-auth-state';
import { classNames } from '../../components/class-names';
import { LoadError } from '../../components/load-error';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import {
  type InstitutionAdminAction,
  institutionAdminPath,
  institutionSettingsPath,
} from '../../lib/institution-paths';

/** The pages of one institution its team moves between. */
type InstitutionPageName = 'settings' | InstitutionAdminAction;

/**
 * The institution named by `?institution=` and its settings (its name, the caller's role), and
 * whether it is hidden: none named, or one the caller may not see or that does not exist (a
 * refusal or a 404), which is not found to them.
 */
export function useInstitutionFromQuery() {
  const [params] = useSearchParams();
  const institutionPath = params.get('institution') ?? '';
  const { currentUser } = useAuthState();
  const settings = useQuery({
    ...institutionSettingsQuery(institutionPath),
    enabled: currentUser !== null && institutionPath !== '',
    // A refusal or an unknown institution will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const hidden =
    !institutionPath ||
    (settings.error instanceof ApiError && (settings.error.status === 403 || settings.error.status === 404));
  return { institutionPath, settings, hidden };
}

/**
 * The frame of an institution's pages for its team: its name as the heading, and once its
 * settings are loaded the links between its pages and `children`; a visitor is asked to log in,
 * and a failed load offers to try again.
 */
export function InstitutionPage({
  current,
  eyebrow,
  title,
  institutionPath,
  settings,
  children,
}: {
  current: InstitutionPageName;
  eyebrow: string;
  /** The page's own part of the document title, before the institution's name. */
  title: string;
  institutionPath: string;
  settings: UseQueryResult<InstitutionSettings>;
  children: (settings: InstitutionSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const name = settings.data?.name;
  usePageTitle(title, name ?? '');

  let body: ReactNode;
  if (!userLoaded) body = <p role="status">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('institutions.settings.signedOut')} />;
  else if (settings.isPending) body = <p role="status">{t('app.loading')}</p>;
  else if (settings.isError)
    body = (
      <LoadError
        message={describeError(settings.error)}
        retryLabel={t('institutions.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  else
    body = (
      <>
        <InstitutionNav current={current} institutionPath={institutionPath} />
        <div className="mt-6">{children(settings.data)}</div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{name ?? eyebrow}</h1>
      <div className="mt-8">{body}</div>
    </div>
  );
}

/** The links between an institution's settings, courses, student data, usage and reports, the current one marked. */
function InstitutionNav({
  current,
  institutionPath,
}: {
  current: InstitutionPageName;
  institutionPath: string;
}) {
  const { t } = useTranslation();
  const links: [InstitutionPageName, string, string][] = [
    ['settings', institutionSettingsPath('general', institutionPath), t('institutions.admin.settings')],
    ['courses', institutionAdminPath('courses', institutionPath), t('institutions.admin.actions.courses')],
    [
      'studentData',
      institutionAdminPath('studentData', institutionPath),
      t('institutions.admin.actions.studentData'),
    ],
    ['usage', institutionAdminPath('usage', institutionPath), t('institutions.admin.actions.usage')],
    ['reports', institutionAdminPath('reports', institutionPath), t('institutions.admin.actions.reports')],
  ];
  return (
    <nav aria-label={t('institutions.admin.navLabel')}>
      <ul className="flex flex-wrap gap-1">
        {links.map(([page, to, label]) => (
          <li key={page}>
            <Link
              to={to}
              aria-current={page === current ? 'page' : undefined}
              className={classNames(
                'block rounded-lg px-3 py-2 text-sm font-medium',
                page === current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
