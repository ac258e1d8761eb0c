import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logInFromBanner } from './journeys';

// The first reads of a screen the app draws: its HTML preloads them (server/http/screen-preloads.ts)
// and the app's fetch must take the preloaded answer, not ask again. (Screens drawn on the server
// come with their answers instead: server-drawing.spec.ts.)

/** Open `path` afresh and count the requests for each /json/ address until the page is drawn. */
async function jsonRequestsOf(page: Page, path: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (url: string) => {
    const { pathname, search } = new URL(url);
    if (pathname.startsWith('/json/'))
      counts.set(pathname + search, (counts.get(pathname + search) ?? 0) + 1);
  };
  page.on('request', (request) => count(request.url()));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('request');
  return counts;
}

/** The addresses the page's HTML preloads. */
async function preloadsOf(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

test("a screen's first reads go out once, from its HTML's preloads", async ({ page }) => {
  await logInFromBanner(page, 'learner@kelas.example', DEMO_PASSWORD);
  // A signed-in person's home, which the app draws. (Its heading is in the learner's language,
  // which another spec may have changed.)
  const counts = await jsonRequestsOf(page, '/');
  const preloads = await preloadsOf(page);
  expect(preloads).toEqual(['/json/auth/lookup/currentUser', '/json/cohort/lookup/listMyInvitations']);
  for (const url of preloads) expect(counts.get(url), url).toBe(1);
});
