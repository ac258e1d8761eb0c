import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// The seed's demo course 'Introduction to Data Analysis' (server/seed/demo-courses-content-a.ts)
// has modules of several pages, rich text first; other specs add courses, so it is searched for.
// Its pages are for its learners: the seed's demo learner is enrolled in its class
// (server/seed/demo-classes.ts) and signs in when the page asks.
const DEMO_COURSE = 'Introduction to Data Analysis';
const DEMO_LEARNER = { email: 'learner@kelas.example', password: 'kelas-demo-2026' };

test('a learner signs in on a course page opened from the landing outline in view mode; it passes axe and leads to the next page', async ({
  page,
}) => {
  await page.goto('/courses/?q=analysis');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: DEMO_COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE })).toBeVisible();
  const outline = main.locator('section', { has: page.getByRole('heading', { name: 'Course outline' }) });
  const firstPage = outline.getByRole('link').first();
  const title = (await firstPage.textContent())!.trim();
  await firstPage.click();

  // A visitor who is not signed in is asked to; the demo learner logs in and reads on.
  await expect(main.getByText('Log in to read this page.')).toBeVisible();
  await main.getByRole('button', { name: 'Log in' }).click();
  const logIn = page.getByRole('dialog');
  await logIn.getByLabel('Email address').fill(DEMO_LEARNER.email);
  await logIn.getByLabel('Password', { exact: true }).fill(DEMO_LEARNER.password);
  await logIn.getByRole('button', { name: 'Log in' }).click();
  await expect(logIn).toBeHidden();

  await expect(page).toHaveURL(/\/courses\/[^/]+\/[^/]+\/\?mode=view$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const richText = main.locator('[data-widget-type="rich_text"]').first();
  await expect(richText).toBeVisible();
  await expect(richText).not.toBeEmpty();
  await expect(page).toHaveTitle(
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - .+ - Kelas$`),
  );
  expect(await seriousViolations(page)).toEqual([]);

  const next = main.getByRole('link', { name: /^Next: / });
  const nextTitle = (await next.textContent())!.replace(/^Next: /, '').trim();
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
  await expect(page).toHaveURL(/\?mode=view$/);
});
