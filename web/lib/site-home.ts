import type { ClientSite } from '../../common/site';

/** The portal's address on its own domain: its prefix, or the domain's root. */
export const siteHome = (site: ClientSite) => (site.prefix ? `/${site.prefix}/` : '/');
