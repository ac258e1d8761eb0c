import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Portal } from '../../../common/api/portal';
import { isPortalPath } from '../../../common/routes';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { portalQuery } from '../../api/portal';
import { useAuthState } from '../../auth/use-auth-state';
import { LoadError } from '../../components/load-error';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { currentSite } from '../../lib/site';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { PortalFooter } from './portal-footer';
import { PortalHero } from './portal-hero';
import { PortalNavBar } from './portal-nav-bar';
import { PortalPortfolios } from './portal-portfolios';
import { PortalQualifications } from './portal-qualifications';
import { PortalSections } from './portal-sections';
import { portalThemeStyle } from './portal-theme';
import { useTagManagerPage } from './use-tag-manager-page';

/**
 * /{institutionPrefix}/ (spec §2), or its own domain's home: an institution's portal, its landing page in its colours: its
 * navigation bar, its headline and introduction, its sections in its team's order, and its footer.
 * No such institution (or a closed one) is not found; a private one asks a visitor to log in and
 * tells a signed-in outsider it is for members.
 */
export function PortalScreen() {
  // On an institution's own domain the prefix is not in the address: the domain names it.
  const { institutionPrefix = currentSite()?.institution ?? '' } = useParams();
  // The router matches any one segment; the server's rule for a portal's address decides.
  if (!isPortalPath(`/${institutionPrefix}/`)) return <NotFoundScreen />;
  return <PortalLoader key={institutionPrefix} institutionPath={institutionPrefix} />;
}

function PortalLoader({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const portal = useQuery({
    ...portalQuery(institutionPath, currentUser?.userId ?? null),
    enabled: userLoaded,
    // A refusal or an unknown institution will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const status = portal.error instanceof ApiError ? portal.error.status : null;
  if (status === 404) return <NotFoundScreen />;
  // A private portal: a visitor may be a member who has not logged in; a signed-in outsider is not.
  if (status === 401 || status === 403)
    return (
      <ScreenFrame>
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
          <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('portal.privateTitle')}</h1>
          {status === 401 ? (
            <SignInPrompt message={t('portal.signInToSee')} />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-slate-50 px-6 py-12 text-center text-lg text-slate-800">
              {t('portal.notMember')}
            </p>
          )}
        </div>
      </ScreenFrame>
    );
  // A loaded portal stays on view if a later read fails.
  if (portal.data) return <PortalPage portal={portal.data} />;
  if (portal.isError)
    return (
      <ScreenFrame>
        <LoadError
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
          message={describeError(portal.error)}
          retryLabel={t('portal.retry')}
          onRetry={() => void portal.refetch()}
        />
      </ScreenFrame>
    );
  return <ScreenSkeleton label={t('portal.loading')} />;
}

function PortalPage({ portal }: { portal: Portal }) {
  usePageTitle(portal.name);
  useTagManagerPage(portal.googleTagManagerCode);
  return (
    <ScreenFrame>
      <div style={portalThemeStyle(portal.themeData)} className="bg-slate-50">
        <PortalNavBar portal={portal} />
        <PortalHero portal={portal} />
        <PortalSections portal={portal} />
        <PortalQualifications institutionPath={portal.path} />
        <PortalPortfolios institutionPath={portal.path} />
        <PortalFooter portal={portal} />
      </div>
    </ScreenFrame>
  );
}
