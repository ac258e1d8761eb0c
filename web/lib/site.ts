import { type ClientSite, SITE_META } from '../../common/site';

// The site this page is on (common/site.ts): an institution's own domain, as the server's page
// says, or null on the platform's. On the server, the site of the page being drawn.

let drawingSite: ClientSite | null = null;

/** The site of the page the server draws next (null: the platform's domain). */
export function setDrawingSite(site: ClientSite | null): void {
  drawingSite = site;
}

/** The institution's domain this page is on, or null on the platform's. */
export function currentSite(): ClientSite | null {
  if (typeof document === 'undefined') return drawingSite;
  // The server writes it (server/http/web-app.ts), JSON in the attribute.
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_META}"]`)?.content;
  return content ? (JSON.parse(content) as ClientSite) : null;
}
