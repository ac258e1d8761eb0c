import type { FastifyRequest } from 'fastify';
import { CUSTOM_DOMAIN_SCREENS } from '../../common/custom-domain-screens';
import { HANDOFF_TO_SITE_PATH } from '../../common/handoff-path';
import { findScreen } from '../../common/routes';
import type { Config } from '../config';
import { pathOf, SESSION_COOKIE } from './sessions';
import { type Site, type SiteDirectory, siteAddress, siteHome } from './sites';

/**
 * Where a page request goes (spec §2, the two routing modes): a screen, drawn at the address the
 * app routes it by (`url`, path and query), on the platform's domain or a site; or elsewhere.
 */
export type SiteRoute = { redirect: string } | { site: Site | null; url: string };

/** The query of a request URL, with its `?`, or ''. */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/**
 * Route a page request by its Host header. On an institution's live domain, its portal is at the
 * site's home (the app draws it as `/{institutionPath}/`, the institution's prefix filled in from the
 * domain), the learners' screens of CUSTOM_DOMAIN_SCREENS are served as they are, and any other
 * screen leaves for the platform's domain. On the platform's domain (or a host nobody claims), the
 * portal of an institution with a live domain leaves for it, by the sign-in hand-off for a request
 * with a session.
 */
export async function routeSite(
  request: FastifyRequest,
  sites: SiteDirectory,
  config: Pick<Config, 'PUBLIC_URL'>,
): Promise<SiteRoute> {
  const path = pathOf(request.url);
  const platform = new URL(config.PUBLIC_URL);
  const host = request.hostname.toLowerCase();
  const site = host === platform.hostname ? null : await sites.byHost(host);
  if (!site) {
    if (findScreen(path) !== 'portal') return { site: null, url: request.url };
    const moved = await sites.byInstitution(path.slice(1, -1));
    if (!moved) return { site: null, url: request.url };
    const there = siteAddress(config.PUBLIC_URL, moved);
    // Signed in here, they go by the hand-off and arrive signed in there too.
    return request.cookies[SESSION_COOKIE]
      ? { redirect: `${HANDOFF_TO_SITE_PATH}?${new URLSearchParams({ redirect: there })}` }
      : { redirect: there };
  }
  const home = siteHome(site);
  if (path === home) return { site, url: `/${site.institutionPath}/${queryOf(request.url)}` };
  if (path === '/' || path === `/${site.institutionPath}/`) return { redirect: home };
  const screen = findScreen(path);
  if (screen === undefined || (screen !== 'portal' && CUSTOM_DOMAIN_SCREENS.has(screen))) {
    return { site, url: request.url };
  }
  return { redirect: `${platform.origin}${request.url}` };
}
