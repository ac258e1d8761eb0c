import { PORTAL_LIMITS, type PortalSettings } from '../../../common/api/portal';
import { PortalLinkFields } from './portal-link-fields';
import { PortalListCard } from './portal-list-card';

/** The links of the portal's navigation bar, in order. */
export function PortalNavBarCard({
  institutionPath,
  settings,
}: {
  institutionPath: string;
  settings: PortalSettings;
}) {
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
