import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logInFromBanner } from './journeys';

// The catalogue, the course landing page and a course page come drawn with their HTML (server/http/
// server-drawing.ts): readable before any JavaScript has run, then taken over by the app, which
// asks none of the reads they came with, draws the same page (no hydration error, nothing moves)
// and answers the reader.

const COURSE = 'intro-data-analysis';
// (A learner's course activity, drawn too, is read again on every page they open, which can
// complete it: web/screens/course-page/use-completed-pages.ts.)
const FIRST_READS =
  /^\/json\/(auth\/lookup\/currentUser|cohort\/lookup\/listMyInvitations|course\/read\/(getLandingPage|getPage)|course\/lookup\/search|outline\/read\/getOutline|cohort\/lookup\/listEnrollableClasses|user\/read\/getFirstAvailableCourseMembershipData|cohort\/read\/getCohortSchedule)/;

/** The page's errors (a hydration mismatch among them) and its requests of the first reads. */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (FIRST_READS.test(pathname)) reads.push(pathname + search);
  });
  return { errors, reads };
}

/** `path` opened without JavaScript, in the cookies of `page`'s context: what the server drew. */
async function withoutScript(browser: Browser, page: Page, path: string): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await context.newPage();
  await bare.goto(path);
  return bare;
}

test('the catalogue is drawn with its HTML, as its address searches, then the app takes it over', async ({
  browser,
  page,
}) => {
  const path = '/courses/?q=data&sort=name_asc';
  const card = (on: Page) => on.getByRole('heading', { level: 3, name: 'Introduction to Data Analysis' });
  const bare = await withoutScript(browser, page, path);
  await expect(bare.getByRole('heading', { level: 1, name: /data/ })).toBeVisible();
  await expect(card(bare)).toBeVisible();
  await bare.context().close();

  const { errors, reads } = watch(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(card(page)).toBeVisible();
  expect(reads).toEqual([]);
  // The app answers: another search asks the server.
  await page.getByRole('searchbox').last().fill('zzzz-nothing');
  await page.getByRole('searchbox').last().press('Enter');
  await expect(page.getByRole('heading', { name: "We couldn't find any related courses" })).toBeVisible();
  expect(reads).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a visitor’s course landing page is drawn with its HTML, then the app takes it over', async ({
  browser,
  page,
}) => {
  const bare = await withoutScript(browser, page, `/courses/${COURSE}/`);
  await expect(bare.getByRole('heading', { level: 1, name: 'Introduction to Data Analysis' })).toBeVisible();
  await expect(bare.getByRole('heading', { name: 'Join a class' })).toBeVisible();
  await bare.context().close();

  const { errors, reads } = watch(page);
  await page.goto(`/courses/${COURSE}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Data Analysis' })).toBeVisible();
  // The app answers: the top bar's log-in opens its dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in learner’s course page is drawn with its HTML, then the app takes it over', async ({
  browser,
  page,
}) => {
  await logInFromBanner(page, 'learner@kelas.example', DEMO_PASSWORD);
  const landing = await page.request.get(`/json/course/read/getLandingPage/${COURSE}`);
  const { result } = (await landing.json()) as {
    result: { modules: Array<{ pages: Array<{ path: string; title: string }> }> };
  };
  const first = result.modules.flatMap((module) => module.pages)[0]!;
  const path = `/courses/${COURSE}/${first.path}/`;

  const bare = await withoutScript(browser, page, path);
  await expect(bare.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // (Named in the learner's language, which another spec may have changed.)
  await expect(bare.locator('main nav').first()).toBeVisible();
  await bare.context().close();

  const { errors, reads } = watch(page);
  // What moves once drawn (the invitations notice above the page among what could).
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // The app names the page's mode in its address, and its outline answers.
  await expect(page).toHaveURL(/\?mode=view$/);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total),
  ).toBeLessThan(0.01);
  await page.locator('main nav').first().getByRole('button').first().click();
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
});
