import { type ClientSite, SITE_META } from '../../common/site';

// The site this page is on (common/site.ts): an institution's own domain, as the server's page
// says, or null on the platform's. On the server, the site of the page being drawn.

let drawingSite: ClientSite | null = null;
let pageSite: ClientSite | null | undefined;

/** The site of the page the server draws next (null: the platform's domain). */
export function setDrawingSite(site: ClientSite | null): void {
  drawingSite = site;
}

/** The institution's domain this page is on, or null on the platform's. */
export function currentSite(): ClientSite | null {
  if (typeof document === 'undefined') return drawingSite;
  pageSite ??= readSiteMeta();
  return pageSite;
}

function readSiteMeta(): ClientSite | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_META}"]`)?.content;
  if (!content) return null;
  try {
    return JSON.parse(content) as ClientSite;
  } catch {
    return null;
  }
}

/** The portal's address on its own domain: its prefix, or the domain's root. */
export const siteHome = (site: ClientSite) => (site.prefix ? `/${site.prefix}/` : '/');
