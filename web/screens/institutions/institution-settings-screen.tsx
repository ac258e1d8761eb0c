import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { InstitutionSettings } from '../../../common/api/institution';
import { INSTITUTION_SETTINGS_SECTIONS } from '../../../common/routes';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { institutionSettingsQuery } from '../../api/institutions';
import { useAuthState } from '../../auth/use-auth-state';
import { LoadError } from '../../components/load-error';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { TabList, tabIds } from '../../components/tab-list';
import { usePageTitle } from '../../hooks/use-page-title';
import { type InstitutionSection, institutionSettingsPath } from '../../lib/institution-paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { GeneralSection } from './general-section';
import { TeamSection } from './team-section';

const isSection = (section: string): section is InstitutionSection =>
  (INSTITUTION_SETTINGS_SECTIONS as readonly string[]).includes(section);

/** A refusal or an unknown institution: the caller may not see it, so it is not found to them. */
const isHidden = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * /institution/admin-settings/{sectionId?}/?institution={path} (spec §2): an institution's settings
 * for its owner, its administrators and platform staff, its sections as tabs (none named: general).
 * An unknown section or institution, none, or one the caller may not see, is not found.
 */
export function InstitutionSettingsScreen() {
  const { sectionId = INSTITUTION_SETTINGS_SECTIONS[0] } = useParams();
  const [params] = useSearchParams();
  const institutionPath = params.get('institution') ?? '';
  const { currentUser } = useAuthState();
  const settings = useQuery({
    ...institutionSettingsQuery(institutionPath),
    enabled: currentUser !== null && institutionPath !== '',
    // A refusal or an unknown institution will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  if (!isSection(sectionId) || !institutionPath || isHidden(settings.error)) return <NotFoundScreen />;
  return <SettingsPage section={sectionId} institutionPath={institutionPath} settings={settings} />;
}

function SettingsPage({
  section,
  institutionPath,
  settings,
}: {
  section: InstitutionSection;
  institutionPath: string;
  settings: UseQueryResult<InstitutionSettings>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const { currentUser, userLoaded } = useAuthState();
  const name = settings.data?.name;
  usePageTitle(t(`institutions.sections.${section}`), name ?? '');

  let body: React.ReactNode;
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
        <TabList
          label={t('institutions.settings.sectionsLabel')}
          names={INSTITUTION_SETTINGS_SECTIONS}
          current={section}
          baseId={baseId}
          labelOf={(name) => t(`institutions.sections.${name}`)}
          onSelect={(name) => navigate(institutionSettingsPath(name, institutionPath))}
          tabClassName="px-4"
        />
        <div
          role="tabpanel"
          id={tabIds(baseId, section).panel}
          aria-labelledby={tabIds(baseId, section).tab}
          className="pt-6"
        >
          {section === 'general' ? (
            <GeneralSection
              key={institutionPath}
              institutionPath={institutionPath}
              settings={settings.data}
            />
          ) : (
            <TeamSection institutionPath={institutionPath} />
          )}
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t('institutions.settings.title')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {name ?? t('institutions.settings.title')}
      </h1>
      <div className="mt-8">{body}</div>
    </div>
  );
}
