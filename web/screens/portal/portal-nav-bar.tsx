import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Portal } from '../../../common/api/portal';
import { institutionSettingsPath, portalPath } from '../../lib/institution-paths';
import { PORTAL_LINK, PortalLink } from './portal-link';

/**
 * The portal's navigation bar: the institution's name leading home to the portal, then the
 * team's links, and for its team a link to edit the portal.
 */
export function PortalNavBar({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('portal.navLabel', { name: portal.name })}
      className="border-b-4 border-[var(--portal-accent)] bg-white"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 sm:px-6 lg:px-8">
        <Link
          to={portalPath(portal.path)}
          className={`flex items-center gap-3 text-lg font-bold text-slate-900 ${PORTAL_LINK}`}
        >
          {/* The name beside it says what the logo shows. */}
          {portal.logoUrl && (
            <img src={portal.logoUrl} alt="" className="h-10 w-auto max-w-40 object-contain" />
          )}
          {portal.name}
        </Link>
        {portal.navBarLinks.length > 0 && (
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {portal.navBarLinks.map((link, index) => (
              // Two links may share a label or an address, never a place.
              // biome-ignore lint/suspicious/noArrayIndexKey: the team's list, drawn in its order
              <li key={index}>
                <PortalLink url={link.url} className={`text-sm font-medium text-slate-700 ${PORTAL_LINK}`}>
                  {link.label}
                </PortalLink>
              </li>
            ))}
          </ul>
        )}
        {portal.canEdit && (
          <Link
            to={institutionSettingsPath('portal', portal.path)}
            className={`ml-auto text-sm font-semibold text-brand-800 ${PORTAL_LINK}`}
          >
            {t('portal.edit')}
          </Link>
        )}
      </div>
    </nav>
  );
}
