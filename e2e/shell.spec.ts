import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

test('the home page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  // Evaluated through the debugging protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> };
      }
    ).axe;
    const results = await axe.run();
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.length }));
  });
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
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
