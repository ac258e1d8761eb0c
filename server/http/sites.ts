/**
 * The sites the web server serves besides the platform's own domain: institutions' domains (spec §2
 * the custom institution domain routing mode), and the tag containers of institutions' own pages.
 * The institutions domain keeps them (`DomainModule.sites`); the server routes by the Host header
 * and tags pages through this face.
 */

/** A live domain: the host, the path prefix its portal sits under there (null: the root), its institution. */
export interface Site {
  domain: string;
  prefix: string | null;
  institutionPath: string;
}

/** The portal's address on its site: the prefix, or the domain's root. */
export const siteHome = (site: Pick<Site, 'prefix'>) => (site.prefix ? `/${site.prefix}/` : '/');

/** The address of a site's portal: the platform's scheme (and port, as in development), the domain, its home. */
export function siteAddress(publicUrl: string, site: Pick<Site, 'domain' | 'prefix'>): string {
  const platform = new URL(publicUrl);
  return `${platform.protocol}//${site.domain}${platform.port ? `:${platform.port}` : ''}${siteHome(site)}`;
}

/** What the web server asks of the live domains. */
export interface SiteDirectory {
  /** The site a request's host (without its port) is, or null (the platform's domain, or a host none claims). */
  byHost(host: string): Promise<Site | null>;
  /** The live site of the institution at `path`, or null. */
  byInstitution(path: string): Promise<Site | null>;
  /**
   * The Google Tag Manager container of the institution at `path` (spec §3 Portal
   * googleTagManagerCode), put on its own pages alone, or null.
   */
  tagManagerOf(path: string): Promise<string | null>;
}

/** The platform's domain alone: no institution's domain is served. */
export const NO_SITES: SiteDirectory = {
  byHost: async () => null,
  byInstitution: async () => null,
  tagManagerOf: async () => null,
};
