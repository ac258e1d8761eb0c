import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { isLanguage, type Language } from '../common/constants';
import { findScreen } from '../common/routes';
import { keepFirstReads } from './api/first-reads';
import { queryClient } from './api/query-client';
import { loadCurrentUser } from './auth/auth-actions';
import { showLanguage, storedLanguage } from './i18n/i18n';
import { rememberTimeZoneWhenHidden } from './lib/browser-time-zone';
import { modeOf, withMode } from './lib/page-mode';
import { currentSite } from './lib/site';
import { routes as platformRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** What a page the server drew comes with (server/http/server-drawing.ts), or null. */
function serverDrawing(): { language: Language; reads: Record<string, unknown> } | null {
  const script = document.getElementById('first-reads');
  if (!script?.textContent || !root?.hasChildNodes()) return null;
  try {
    const drawing = JSON.parse(script.textContent) as { language: unknown; reads: Record<string, unknown> };
    return isLanguage(drawing.language) ? { language: drawing.language, reads: drawing.reads } : null;
  } catch {
    return null;
  }
}

// The browser's zone for the pages the server draws next, kept once a date is drawn or the page is
// hidden: reading it while the page starts would hold the page still (lib/browser-time-zone.ts).
rememberTimeZoneWhenHidden();

const drawing = serverDrawing();
// A drawn page's answers are the app's first reads, who is signed in among them.
if (drawing) keepFirstReads(drawing.reads);
// Who is signed in is asked once, in parallel with the first screen's code and the translations.
loadCurrentUser();

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// The route table: the platform's, or on an institution's own domain its own (site-routes.tsx, loaded
// only there, so the platform's pages never carry it).
const site = currentSite();
const routeTable: Promise<RouteObject[]> = site
  ? import('./site-routes').then((module) => module.siteRoutes(site))
  : Promise.resolve(platformRoutes);

/** Draws the app. */
function render(element: HTMLElement, routes: RouteObject[]): void {
  createRoot(element).render(app(createBrowserRouter(routes)));
}

/**
 * A course page's address names its mode (view when it names none) before the router starts, as
 * the server drew it (server/http/server-drawing.ts): named once hydrated, it would be a navigation
 * that draws the whole screen again.
 */
function nameCoursePageMode(): void {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  if (findScreen(pathname) !== 'coursePage' || modeOf(params) !== null) return;
  window.history.replaceState(window.history.state, '', `${pathname}?${withMode(params, 'view')}${hash}`);
}

/**
 * Takes over the page the server drew: the screen's code loaded first (the router would otherwise
 * draw nothing while it loads), then the same tree hydrated over the same markup.
 */
async function hydrate(element: HTMLElement, routes: RouteObject[]): Promise<void> {
  nameCoursePageMode();
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  // In a transition, hydrating yields to the browser every few milliseconds instead of holding the
  // page still while the whole tree hydrates (the reader can already see and scroll it).
  startTransition(() => {
    hydrateRoot(element, app(router));
  });
  // The page is drawn in the language the server drew it in; a different one kept in this
  // browser takes over once it is the app's.
  const stored = storedLanguage();
  if (drawing && stored !== drawing.language) void showLanguage(stored);
}

/**
 * Resolves in a task of its own. The page the server drew is in view already, so taking it over
 * waits for the end of the task evaluating the app's code, a long one already on a phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = () =>
  routeTable.then((routes) =>
    drawing
      ? nextTask()
          .then(() => hydrate(root, routes))
          .catch(() => render(root, routes))
      : render(root, routes),
  );

// The remembered language is in place before the first paint, so the page never flashes English;
// if its translations cannot load, the page still appears, in English.
showLanguage(drawing?.language ?? storedLanguage()).then(start, start);
