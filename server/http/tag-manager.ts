import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { findScreen } from '../../common/routes';
import { TAG_MANAGER_SCRIPT_ID } from '../../common/tag-manager';
import type { Config } from '../config';
import { tagManagerPagePolicy } from './security-headers';
import type { Site, SiteDirectory } from './sites';

// An institution's Google Tag Manager container (spec §3 Portal googleTagManagerCode) goes on its
// own pages alone: every page of its own domain, and its portal's landing page on the platform's
// when that page is shown. Such a page carries its own CSP, allowing Tag Manager's sources and its
// one inline script by a nonce made for the reply; every other page keeps the app's policy.

/** The institution whose own page `path` is, or null: a page of its domain, or its portal when shown. */
function pageInstitution(site: Site | null, path: string, status: number): string | null {
  if (site) return site.institutionPath;
  return status === 200 && findScreen(path) === 'portal' ? path.slice(1, -1) : null;
}

/** The container's loader: Tag Manager's data layer started, then gtm.js with the page's nonce. */
function loaderScript(container: string, nonce: string): string {
  const id = JSON.stringify(container);
  return (
    `<script id="${TAG_MANAGER_SCRIPT_ID}" nonce="${nonce}" data-container="${container}">` +
    '(function(w,d,id){w.dataLayer=w.dataLayer||[];' +
    "w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    "var s=d.createElement('script');s.async=true;" +
    "s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(id);" +
    `s.nonce=d.currentScript.nonce;d.head.appendChild(s);})(window,document,${id});</script>`
  );
}

/** Tag Manager's fallback for a browser without scripts. */
const fallbackFrame = (container: string) =>
  `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${container}" height="0" width="0" ` +
  'style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>';

/**
 * What tags a page: given the page's site, address and status, it gives back the page's HTML with
 * its institution's container and sets the reply's CSP to allow it, or the HTML as it was.
 */
export function pageTagger(config: Config, sites: SiteDirectory) {
  const policy = tagManagerPagePolicy(config);
  return async (
    reply: FastifyReply,
    html: string,
    page: { site: Site | null; path: string; status: number },
  ): Promise<string> => {
    const institution = pageInstitution(page.site, page.path, page.status);
    const container = institution && (await sites.tagManagerOf(institution));
    if (!container) return html;
    const nonce = randomBytes(16).toString('base64');
    reply.raw.setHeader('content-security-policy', policy(nonce));
    return html
      .replace('</head>', () => `${loaderScript(container, nonce)}</head>`)
      .replace('<div id="root">', () => `${fallbackFrame(container)}<div id="root">`);
  };
}
