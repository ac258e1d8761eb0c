import { PORTAL_LIMITS } from '../../../common/api/portal';
import type { PortalCardProps } from './portal-card';
import { PortalLinkFields } from './portal-link-fields';
import { PortalListCard } from './portal-list-card';

/** The links of the portal's navigation bar, in order. */
export function PortalNavBarCard({ institutionPath, settings }: PortalCardProps) {
  return (
    <PortalListCard
      institutionPath={institutionPath}
      settings={settings}
      part="navBarLinks"
      copy="navBar"
      max={PORTAL_LIMITS.navBarLinks}
      blank={{ label: '', url: '' }}
      fields={(row, change, errorOf) => (
        <PortalLinkFields
          link={row}
          onChange={change}
          labelError={errorOf('label')}
          urlError={errorOf('url')}
        />
      )}
    />
  );
}
