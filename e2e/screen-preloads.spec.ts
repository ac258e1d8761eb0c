import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logInFromBanner } from './journeys';

// A screen's HTML preloads the reads its code makes at once (server/http/screen-preloads.ts); the
// app's fetch must take the preloaded answer, not ask again.

/** Open `path` afresh and count the requests for each /json/ address until the page is drawn. */
async function jsonRequestsOf(page: Page, path: string, drawn: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (url: string) => {
    const { pathname, search } = new URL(url);
    if (pathname.startsWith('/json/'))
      counts.set(pathname + search, (counts.get(pathname + search) ?? 0) + 1);
  };
  page.on('request', (request) => count(request.url()));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: drawn })).toBeVisible();
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
  await test.step("a visitor's course landing page", async () => {
    const counts = await jsonRequestsOf(
      page,
      '/courses/intro-data-analysis/',
      'Introduction to Data Analysis',
    );
    const preloads = await preloadsOf(page);
    expect(preloads).toContain('/json/course/read/getLandingPage/intro-data-analysis');
    for (const url of preloads) expect(counts.get(url), url).toBe(1);
  });

  await test.step("a signed-in learner's course page", async () => {
    await logInFromBanner(page, 'learner@kelas.example', DEMO_PASSWORD);
    const landing = await page.request.get('/json/course/read/getLandingPage/intro-data-analysis');
    const { result } = (await landing.json()) as {
      result: { modules: Array<{ pages: Array<{ path: string; title: string }> }> };
    };
    const first = result.modules.flatMap((module) => module.pages)[0]!;
    const counts = await jsonRequestsOf(page, `/courses/intro-data-analysis/${first.path}/`, first.title);
    const preloads = await preloadsOf(page);
    expect(preloads).toContain('/json/cohort/lookup/listMyInvitations');
    expect(preloads).toContain(`/json/course/read/getPage/intro-data-analysis?pagePath=${first.path}`);
    for (const url of preloads) expect(counts.get(url), url).toBe(1);
  });
});
