import {
  type INSTITUTION_ADMIN_ACTIONS,
  type INSTITUTION_SETTINGS_SECTIONS,
  SCREEN_ROUTES,
} from '../../common/routes';
import { currentSite } from './site';
import { siteHome } from './site-home';

// The addresses of the institution screens, apart from paths.ts (which the app shell loads) so
// they travel with the screens that link to them.

/** A section of an institution's settings. */
export type InstitutionSection = (typeof INSTITUTION_SETTINGS_SECTIONS)[number];

/** An action of running an institution. */
export type InstitutionAdminAction = (typeof INSTITUTION_ADMIN_ACTIONS)[number];

/** An institution's settings of spec §2: /institution/admin-settings/{section}/?institution=…. */
export function institutionSettingsPath(section: InstitutionSection, institutionPath: string): string {
  const path = SCREEN_ROUTES.institutionSettings.replace(':sectionId?', encodeURIComponent(section));
  return `${path}?${new URLSearchParams({ institution: institutionPath })}`;
}

/** Running an institution, spec §2: /institution/admin/?institution=…&action=…. */
export function institutionAdminPath(action: InstitutionAdminAction, institutionPath: string): string {
  return `${SCREEN_ROUTES.institutionAdmin}?${new URLSearchParams({ institution: institutionPath, action })}`;
}

/** The institution survey of spec §2: /institution/survey/?institution=…. */
export function institutionSurveyPath(institutionPath: string): string {
  return `${SCREEN_ROUTES.institutionSurvey}?${new URLSearchParams({ institution: institutionPath })}`;
}

/**
 * An institution's portal, its public landing page (spec §2 /{institutionPrefix}/). On an
 * institution's own domain, its portal is the site's home, and another's is on the platform's domain.
 */
export function portalPath(institutionPath: string): string {
  const path = SCREEN_ROUTES.portal.replace(':institutionPrefix', encodeURIComponent(institutionPath));
  const site = currentSite();
  if (!site) return path;
  return site.institution === institutionPath ? siteHome(site) : `${site.platform}${path}`;
}
