import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, logInFromBanner } from './journeys';

// The demo accounts of the seed (README): the learner is in two demo classes with some progress
// (and in one that starts next month and one that has ended),
// the creator holds the eight demo courses.

/** The element that has the keyboard focus, as a tag and its text. */
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

test('a learner comes home: where they left off, their classes, what is next, their progress', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await test.step('signing in makes / their home, with the focus on its heading', async () => {
    await logInFromBanner(page, 'learner@kelas.example', DEMO_PASSWORD);
    const heading = page.getByRole('heading', { level: 1, name: 'Welcome back, Aisyah Rahman' });
    await expect(heading).toBeVisible();
    await expect.poll(() => focused(page)).toBe('H1 Welcome back, Aisyah Rahman');
    const classes = page.getByRole('region', { name: 'Your classes' });
    // One entry per course: the two with progress, the one starting next month and the open course
    // where social's demo has them post.
    await expect(classes.getByRole('listitem')).toHaveCount(4);
    await expect(classes.getByRole('progressbar').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'All your progress' })).toHaveAttribute('href', '/progress/');
    expect(await seriousViolations(page)).toEqual([]);
  });

  let nextTitle = '';
  await test.step('what is next opens the page, focus on its heading; the outline ticks pages done', async () => {
    const card = page.getByRole('region', { name: 'Your classes' }).getByRole('listitem').first();
    const next = card.getByRole('paragraph').filter({ hasText: 'Next:' }).getByRole('link');
    nextTitle = (await next.textContent()) ?? '';
    await next.click();
    const heading = page.getByRole('heading', { level: 1, name: nextTitle });
    await expect(heading).toBeVisible();
    await expect.poll(() => focused(page)).toBe(`H1 ${nextTitle}`);
    await expect(page.getByTestId('page-announcer')).toHaveText(nextTitle);
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    await expect(outline.getByRole('link', { name: /\(completed\)$/ }).first()).toBeVisible();
  });

  await test.step('home continues where they left off; their progress is a link away', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Kelas home' }).click();
    const resume = page.getByRole('region', { name: 'Continue where you left off' });
    await expect(resume.getByText(`Last page: ${nextTitle}`)).toBeVisible();
    await resume.getByRole('link', { name: /^Continue / }).click();
    await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
    await page.goBack();
    const card = page.getByRole('region', { name: 'Your classes' }).getByRole('listitem').first();
    await card.getByRole('link', { name: /^See your progress in / }).click();
    await expect(page).toHaveURL(/\/progress\/\?course=/);
    await expect(page.getByRole('list', { name: 'Pages' })).toBeVisible();
  });

  await test.step('My courses leads with their classes', async () => {
    await page.goto('/courses/my/');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Classes you are in');
    await expect(page.getByRole('heading', { name: 'Courses you manage' })).toHaveCount(0);
  });

  await test.step('on a phone the menu leads to My courses, progress, profile and Recent', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'My courses' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'My progress' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(banner.getByText('Recently visited courses')).toBeVisible();
    await banner.getByRole('link', { name: 'My progress' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  await test.step('the chosen language is the page’s language from the server on', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
    await expect(page.getByTestId('language-menu').first()).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    // The server's HTML itself says so, before the app has run.
    const reply = await page.goto('/courses/');
    expect(await reply?.text()).toContain('<html lang="ms"');
    // The menu saves the choice on the account: the demo learner gets English back for later specs.
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  expect(pageErrors).toEqual([]);
});

test('the demo creator can create a course, and course admin reflows at 320 px (400% zoom)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
  await page.goto('/courses/create/');
  await expect(page.getByText(/^Educator plan: \d+ of 100 courses used\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create course' })).toBeVisible();

  await page.setViewportSize({ width: 320, height: 640 });
  for (const action of ['classes', 'students']) {
    await page.goto(`/courses/admin/?action=${action}&course=intro-data-analysis`);
    await expect(page.getByRole('table').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${action} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
