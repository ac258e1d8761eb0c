import { PassThrough } from 'node:stream';
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DrawnMarkup, ScreenDrawing, ViewRenderer } from '../../common/api/rendering';
import { isLanguage } from '../../common/constants';
import { dropFirstReads, keepFirstReads } from '../api/first-reads';
import { loadCurrentUser } from '../auth/auth-actions';
import { setBrandName } from '../brand';
import { setDrawingLanguage } from '../i18n/i18n';
import { setDrawingSite } from '../lib/site';
import { setDrawingTimeZone } from '../lib/user-time-zone';
import { routes } from '../router';
import { serverI18n } from './server-i18n';

// Drawing a screen of the app on the server, so the page's first paint comes with its HTML: the
// app's own routes and components, given the answers of the screen's first reads the way the
// browser's app is given them (first-reads.ts), and who is signed in through the app's own store.
// Those are the module's, as in the browser, so one screen is drawn at a time.
let drawing: Promise<unknown> = Promise.resolve();
// The app's routes, made once: each drawing only matches its address (and loads the lazy ones once).
const handler = createStaticHandler(routes);

export const renderScreen: ViewRenderer['renderScreen'] = (screen) => {
  const drawn = drawing.then(() => draw(screen));
  drawing = drawn.catch(() => undefined);
  return drawn;
};

/**
 * The default `enabled` of every query drawn here, where nothing is fetched. A query of the app that
 * does not set its own is one the browser asks at once.
 */
const NOT_ON_THE_SERVER = () => false;

async function draw({ url, language, brand, timeZone, site, reads }: ScreenDrawing): Promise<DrawnMarkup> {
  setBrandName(brand);
  keepFirstReads(reads);
  // Dates in the reader's language and zone, as their browser will draw them.
  setDrawingLanguage(isLanguage(language) ? language : null);
  setDrawingTimeZone(timeZone);
  setDrawingSite(site);
  try {
    void loadCurrentUser();
    // No route loads data (the screens ask for theirs): the context only matches the lazy routes.
    const context = await handler.query(new Request(new URL(url, 'http://server-drawing')));
    if (context instanceof Response) throw new Error(`drawing ${url} answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    // Nothing is fetched on the server: a read without an answer stays pending, as in the browser.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, enabled: NOT_ON_THE_SERVER } },
    });
    const tree = (
      <I18nextProvider i18n={serverI18n(language, brand)}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>
    );
    const markup = await prerendered(tree);
    return { markup, waiting: waitingFirstReads(queryClient.getQueryCache().getAll()) };
  } finally {
    dropFirstReads();
    setDrawingLanguage(null);
    setDrawingTimeZone(null);
    setDrawingSite(null);
  }
}

/**
 * The addresses of the first reads drawn when waited for (first-reads.ts `drawnWhenWaited`) that
 * `queries` drawn were left waiting for and that the browser's app asks at once (enabled by default
 * or by their own rule): with their answers, the page is drawn as the reader will see it once they
 * have come.
 */
function waitingFirstReads(queries: Query[]): string[] {
  return queries.flatMap((query) => {
    const url = query.meta?.firstRead;
    const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
    const askedAtOnce =
      enabled === NOT_ON_THE_SERVER ||
      enabled === undefined ||
      (typeof enabled === 'function' ? enabled(query) : enabled);
    const waited = query.state.status === 'pending' && query.meta?.drawnWhenWaited === true;
    return waited && askedAtOnce && typeof url === 'string' ? [url] : [];
  });
}

/**
 * The tree's markup once every lazy part (a chunk of the app) has loaded, each boundary in place:
 * none is sent apart with the inline script React completes it by (the page's CSP refuses inline
 * scripts), however large. An error anywhere fails the drawing.
 */
async function prerendered(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  // A part that failed would be drawn by the browser's app instead (and the page would move).
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
