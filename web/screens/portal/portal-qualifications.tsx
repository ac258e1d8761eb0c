import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalQualificationsQuery } from '../../api/portal';
import { useAuthState } from '../../auth/use-auth-state';
import { qualificationLandingPath } from '../../lib/certification-paths';
import { PORTAL_LINK } from './portal-link';
import { Band } from './portal-sections';

/**
 * The qualifications the institution offers (spec §3 Portal qualification templates), each with a
 * way to its landing page: shown only when there are some, so a portal without any is unchanged.
 */
export function PortalQualifications({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const offered = useQuery({
    ...portalQualificationsQuery(institutionPath, currentUser?.userId ?? null),
    enabled: userLoaded,
  });
  if (!offered.data || offered.data.qualifications.length === 0) return null;
  return (
    <Band title={t('portal.qualifications.heading')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offered.data.qualifications.map((qualification) => (
          <li key={qualification.code} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={qualificationLandingPath(qualification.code)} className={PORTAL_LINK}>
                {qualification.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {t('portal.qualifications.courses', { count: qualification.courseCount })}
            </p>
            {qualification.description && (
              <p className="mt-3 line-clamp-3 text-slate-700">{qualification.description}</p>
            )}
          </li>
        ))}
      </ul>
    </Band>
  );
}
