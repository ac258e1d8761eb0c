import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findScreen, isApiPath, isPaymentScreen } from '../../common/routes';
import { type ClientSite, SITE_META } from '../../common/site';
import type { AppDeps } from '../rpc/context';
import { readerLanguage } from './reader-language';
import { portalRead, screenReads } from './screen-preloads';
import { paymentPagePolicy } from './security-headers';
import { type DrawnScreen, drawScreen, firstReadsScript } from './server-drawing';
import { pathOf, SESSION_COOKIE } from './sessions';
import { routeSite } from './site-routing';
import { NO_SITES, type Site, type SiteDirectory } from './sites';
import { pageTagger } from './tag-manager';

const UNBUILT_PAGE = (brand: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${brand}</title></head>` +
  `<body><main><h1>${brand}</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serve the built web app: hashed assets with long caching, and the app's HTML for every screen
 * route (200) or any other path (404, where the app draws its not-found screen). The brand name of
 * the configuration is written into the page so one build serves any brand, and the reader's
 * language into its `<html lang>`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: AppDeps,
  sites: SiteDirectory = NO_SITES,
): Promise<void> {
  const indexPath = deps.webRoot ? join(deps.webRoot, 'index.html') : undefined;
  const brand = escapeHtml(deps.config.BRAND_NAME);
  const html =
    indexPath && existsSync(indexPath)
      ? brandPage(readFileSync(indexPath, 'utf8'), brand)
      : UNBUILT_PAGE(brand);

  if (deps.webRoot && existsSync(deps.webRoot)) {
    const assetsFolder = join(deps.webRoot, 'assets');
    await app.register(fastifyStatic, {
      root: deps.webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (web/served-build.ts); the one the request accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names, so an asset never changes under its name.
        if (filePath.startsWith(assetsFolder))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // The unbuilt page has no app to take a drawing over.
  const drawable = html.includes(ROOT_ELEMENT);
  const tagged = pageTagger(deps.config, sites);
  const paymentPolicy = paymentPagePolicy(deps.config);
  app.get('/*', async (request, reply) => {
    if (isApiPath(pathOf(request.url))) return reply.callNotFound();
    const route = await routeSite(request, sites, deps.config);
    if ('redirect' in route) return reply.redirect(route.redirect, 302);
    // The address the app routes: on an institution's domain its portal is drawn as /{institutionPath}/.
    const { url, site } = route;
    reply.ensureCsrfCookie(request);
    const drawn = drawable ? await drawScreen(app, deps, request, url, site) : null;
    const page = withSite(html, site, deps.config.PUBLIC_URL);
    const path = pathOf(url);
    const status = await screenStatus(app, request, path, drawn);
    if (isPaymentScreen(path)) reply.raw.setHeader('content-security-policy', paymentPolicy);
    const filled = drawn
      ? withDrawing(withLanguage(page, drawn.language), drawn)
      : withPreloads(
          withLanguage(page, readerLanguage(request)),
          screenReads(url, request.cookies[SESSION_COOKIE] !== undefined),
        );
    return (
      reply
        .status(status)
        // A drawn page holds the reader's own answers: for their browser only.
        .header('cache-control', drawn ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .header('vary', 'Cookie, Accept-Language')
        .send(await tagged(reply, filled, { site, path, status }))
    );
  });
}

/**
 * The page's status: 404 for a path that is no screen, and for a portal's address where no portal
 * is to be seen (its first read says so: no institution there, or one its team closed); else 200.
 */
async function screenStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  drawn: DrawnScreen | null,
): Promise<number> {
  const screen = findScreen(path);
  if (!screen) return 404;
  if (screen !== 'portal') return 200;
  const status =
    drawn?.statuses[portalRead(path)] ??
    (
      await app.inject({
        method: 'GET',
        url: portalRead(path),
        headers: { cookie: request.headers.cookie ?? '' },
        remoteAddress: request.ip,
      })
    ).statusCode;
  return status === 404 ? 404 : 200;
}

/** The built page's element the app draws in. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The page with the screen drawn in `#root` and its reads' answers for the app (no preload: they came). */
function withDrawing(html: string, drawn: DrawnScreen): string {
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${drawn.markup}</div>${firstReadsScript(drawn)}`);
}

/** The page with `language` as its `<html lang>` (the build and the fallback page say "en"). */
function withLanguage(html: string, language: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * The page asking for `reads` at once (`<link rel="preload" as="fetch" crossorigin>`, the mode
 * and credentials of the app's fetch, so the app's request takes the preloaded answer).
 */
function withPreloads(html: string, reads: string[]): string {
  const links = reads.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * On an institution's domain, the page tells the app which site it is on (common/site.ts): the
 * institution whose prefix its routes take from the domain, and the platform's origin.
 */
function withSite(html: string, site: Site | null, publicUrl: string): string {
  if (!site) return html;
  const content: ClientSite = {
    institution: site.institutionPath,
    prefix: site.prefix,
    platform: new URL(publicUrl).origin,
  };
  const meta = `<meta name="${SITE_META}" content="${escapeHtml(JSON.stringify(content))}">`;
  return html.replace('</head>', `${meta}</head>`);
}

/** The built page keeps %BRAND_NAME% placeholders (title, meta tags) for the configured name. */
function brandPage(html: string, brand: string): string {
  return html.replaceAll('%BRAND_NAME%', brand);
}

/** `text` safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
