import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

test('an unknown address shows the not-found screen with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-place/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a path without its slash, in capitals, lands on the canonical screen with the query kept', async ({
  page,
}) => {
  await page.goto('/About?from=test');
  expect(new URL(page.url()).pathname).toBe('/about/');
  expect(new URL(page.url()).search).toBe('?from=test');
  await expect(page).toHaveTitle(/ - Kelas$/);
});

test('a visitor’s home page loads with no failing request and no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  // The sign-in buttons show once the app knows nobody is signed in; then the page is quiet.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the home page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('in the mobile apps', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone) KelasApp-iOS/3.2' });

  test('the web view hides the top bar and the footer', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
