import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalSettingsQuery } from '../../api/portal';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { LoadError } from '../../components/load-error';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { portalPath } from '../../lib/institution-paths';
import { PortalAccessCard } from './portal-access-card';
import { PortalFaqsCard } from './portal-faqs-card';
import { PortalFooterCard } from './portal-footer-card';
import { PortalLogoCard } from './portal-logo-card';
import { PortalNavBarCard } from './portal-nav-bar-card';
import { PortalPageSectionsCard } from './portal-page-sections-card';
import { PortalQualificationsCard } from './portal-qualifications-card';
import { PortalSellingPointsCard } from './portal-selling-points-card';
import { PortalTagManagerCard } from './portal-tag-manager-card';
import { PortalWordsCard } from './portal-words-card';
import { PortalDirtyContext } from './use-portal-card';

/**
 * The Portal section: the institution's landing page as its team edits it, a card a part, each
 * saved on its own (its draft kept while another saves); the access card saves itself. While the
 * settings load, a skeleton; if they fail, an alert with a retry (spec §4).
 */
export function PortalSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const settings = useQuery(portalSettingsQuery(institutionPath));
  const address = portalPath(institutionPath);
  // The cards holding unsaved changes: leaving with any asks first.
  const [dirtyCards, setDirtyCards] = useState<ReadonlySet<string>>(() => new Set());
  const reportDirty = useCallback((card: string, dirty: boolean) => {
    setDirtyCards((current) => {
      if (current.has(card) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(card);
      else next.delete(card);
      return next;
    });
  }, []);
  const leaveDialog = useUnsavedChanges(dirtyCards.size > 0);

  return (
    <div className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{t('institutions.portal.lead', { address })}</p>
        <Link to={address} className={SECONDARY_BUTTON}>
          {t('institutions.portal.view')}
        </Link>
      </div>
      {/* Loaded settings stay on view (and the drafts typed in them) if a later read fails. */}
      {settings.data ? (
        <PortalDirtyContext value={reportDirty}>
          <PortalWordsCard institutionPath={institutionPath} settings={settings.data} />
          <PortalLogoCard institutionPath={institutionPath} settings={settings.data} />
          <PortalPageSectionsCard institutionPath={institutionPath} settings={settings.data} />
          <PortalSellingPointsCard institutionPath={institutionPath} settings={settings.data} />
          <PortalFaqsCard institutionPath={institutionPath} settings={settings.data} />
          <PortalNavBarCard institutionPath={institutionPath} settings={settings.data} />
          <PortalFooterCard institutionPath={institutionPath} settings={settings.data} />
          <PortalAccessCard institutionPath={institutionPath} settings={settings.data} />
          <PortalTagManagerCard institutionPath={institutionPath} settings={settings.data} />
          {settings.data.canFeature && <PortalQualificationsCard institutionPath={institutionPath} />}
        </PortalDirtyContext>
      ) : settings.isError ? (
        <LoadError
          message={t('institutions.portal.loadError')}
          retryLabel={t('institutions.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <PortalSkeleton label={t('institutions.portal.loading')} />
      )}
      {leaveDialog}
    </div>
  );
}

/** The cards' places while the settings load, and the loading status read out. */
function PortalSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6">
      <p role="status" className="text-slate-600">
        {label}
      </p>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="h-40 animate-pulse rounded-2xl border border-slate-200 bg-slate-100"
        />
      ))}
    </div>
  );
}
