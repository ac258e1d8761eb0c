import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, type Language, TIME_ZONE_COOKIE } from '../../common/constants';
import { isMobileAppWebView } from '../../common/device';
import { findScreen, type ScreenName } from '../../common/routes';
import type { AppDeps } from '../rpc/context';
import { chosenLanguage } from './reader-language';
import { screenReads } from './screen-preloads';
import { pathOf, SESSION_COOKIE } from './sessions';
import type { Site } from './sites';
import { loadViewRenderer } from './ssr-bundle';

// The screens whose first paint comes with their HTML (a visitor's home page, the catalogue, a
// course's landing page, a course page in view mode, a certificate's verification page, an
// institution's portal): the web app draws them on the server (the SSR bundle's renderScreen)
// with the answers of their first reads, and the browser's app takes the same answers from the
// page and hydrates what was drawn (web/main.tsx). On a phone, that is the difference between a
// page drawn with its HTML and one drawn after its JavaScript has loaded and run
// (docs/performance.md, Lighthouse). Any other screen is drawn by the app alone.
const DRAWN_SCREENS: ReadonlySet<ScreenName> = new Set([
  'home',
  'courses',
  'courseLanding',
  'coursePage',
  'certificateVerification',
  'portal',
]);
/** A course page is drawn in view mode, and without a mode (which the app names view). */
const DRAWN_PAGE_MODES: ReadonlySet<string | null> = new Set([null, 'view']);

/**
 * How many times a screen is drawn at most: its first reads, then the reads that wait on their
 * answers, then those that wait on these (a course page's learner: their class, then its schedule).
 */
const MAX_DRAWING_ROUNDS = 3;

/** The `mode` of a course page's address (path and query), or null. */
function pageModeOf(url: string): string | null {
  const query = url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get('mode');
}

/**
 * The address the app draws for `url` of `screen`: a course page's names its mode, view when it
 * names none, as the browser's app names it before it starts on a page drawn here (web/main.tsx).
 */
function drawnAddress(screen: ScreenName, url: string): string {
  if (screen !== 'coursePage' || pageModeOf(url) !== null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}mode=view`;
}

/** A screen drawn on the server: the markup of `#root` and what the app needs to take it over. */
export interface DrawnScreen {
  markup: string;
  language: Language;
  reads: Record<string, unknown>;
  /** Each read's HTTP status, by its address. */
  statuses: Record<string, number>;
}

/**
 * The language the app draws its first screen in: the one the reader chose (the cookie the app
 * writes with each choice, which it also keeps in the browser), else English, as the app starts.
 */
function drawingLanguage(request: FastifyRequest): Language {
  return chosenLanguage(request) ?? FALLBACK_LANGUAGE;
}

/**
 * The browser's time zone as its app last wrote it (web/main.tsx), when this runtime can draw in
 * it; else null. (Not common's isTimeZone, the list a person chooses from, which leaves out zones
 * a browser may be in, such as Etc/GMT+7.)
 */
function browserTimeZone(request: FastifyRequest): string | null {
  const zone = request.cookies[TIME_ZONE_COOKIE];
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/**
 * Draw the screen at `url` (path and query, as the app routes it; on `site`, an institution's
 * domain, the portal's is /{institutionPath}/) for `request`, or null when it is not one drawn on the
 * server, the SSR bundle is not built, or drawing fails (then the app draws it, as before). Its
 * first reads are answered in-process, as the browser would ask them, with the request's cookies.
 */
export async function drawScreen(
  app: FastifyInstance,
  deps: AppDeps,
  request: FastifyRequest,
  url: string,
  site: Site | null = null,
): Promise<DrawnScreen | null> {
  const screen = findScreen(pathOf(url));
  if (!screen || !DRAWN_SCREENS.has(screen)) return null;
  // A course page in a mode of its own (an editor's, focus, exhibit) is the app's to draw.
  if (screen === 'coursePage' && !DRAWN_PAGE_MODES.has(pageModeOf(url))) return null;
  const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
  // A signed-in person's home is their own (their classes, progress, times since): its reads
  // are not among the first ones, so the app draws it.
  if (screen === 'home' && signedIn) return null;
  // The mobile apps' web view has no top bar: the app draws it.
  if (isMobileAppWebView(request.headers['user-agent'])) return null;
  try {
    const renderer = await loadViewRenderer(deps.config.SSR_DIST);
    if (!renderer) return null;
    const headers = {
      cookie: request.headers.cookie ?? '',
      'user-agent': request.headers['user-agent'] ?? '',
    };
    const reads: Record<string, unknown> = {};
    const statuses: Record<string, number> = {};
    const asked = new Set<string>();
    /** Ask `urls` as the reader's browser would; keep the answers (a refused or failed read the app asks again). */
    const answer = async (urls: string[]) => {
      for (const url of urls) asked.add(url);
      const answers = await Promise.all(
        // From the reader's address: its rate limits and log lines are theirs.
        urls.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })),
      );
      answers.forEach((reply, index) => {
        statuses[urls[index]!] = reply.statusCode;
        if (reply.statusCode === 200) reads[urls[index]!] = (reply.json() as { result: unknown }).result;
      });
    };
    await answer(screenReads(url, signedIn));
    const language = drawingLanguage(request);
    const drawing = {
      url: drawnAddress(screen, url),
      language,
      brand: deps.config.BRAND_NAME,
      timeZone: browserTimeZone(request),
      site: site && {
        institution: site.institutionPath,
        prefix: site.prefix,
        platform: new URL(deps.config.PUBLIC_URL).origin,
      },
    };
    // A read that waits on another's answer (a learner's class, then its schedule) is asked once
    // the drawing shows it is waited for, and the screen drawn again, a few times at most.
    for (let round = 1; ; round++) {
      const { markup, waiting } = await renderer.renderScreen({ ...drawing, reads });
      const unasked = waiting.filter((url) => url.startsWith('/json/') && !asked.has(url));
      if (unasked.length === 0 || round === MAX_DRAWING_ROUNDS) return { markup, language, reads, statuses };
      await answer(unasked);
    }
  } catch (error) {
    request.log.error({ err: error, screen }, 'drawing a screen on the server failed');
    return null;
  }
}

/** The page's data for the app: JSON that cannot end its script element. */
export function firstReadsScript(drawn: DrawnScreen): string {
  const json = JSON.stringify({ language: drawn.language, reads: drawn.reads }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-reads">${json}</script>`;
}
