import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { createInstitution, signUpFromBanner } from './journeys';

// An institution's Google Tag Manager container: its team names it in the portal's settings, and
// it is loaded on the portal alone. This machine reaches no Google server, so gtm.js is answered by
// a stand-in script that counts its loads; the page's CSP (a nonce of its own for the container's
// loader, Tag Manager's origins) is Chromium's to enforce, and any refusal is reported.
test('an institution’s Tag Manager container loads on its portal alone, allowed by that page’s CSP', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const institution = { name: `Tanjung Academy ${run}`, path: `tanjung-${run}` };
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  await page.route('https://www.googletagmanager.com/gtm.js?**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.gtmLoads = (window.gtmLoads || 0) + 1;',
    }),
  );
  // Null while a document is being replaced (the app loads some addresses afresh).
  const loads = () => page.evaluate(() => (window as { gtmLoads?: number }).gtmLoads ?? 0).catch(() => null);
  /** The address this document was loaded at (not one the app's own navigation reached). */
  const servedAt = () =>
    page
      .evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname)
      .catch(() => null);

  await test.step('the team names its container in the portal settings', async () => {
    await signUpFromBanner(page, 'Nur Aini', `nur-${run}@e2e.example`);
    await createInstitution(page, institution);
    await page.getByRole('tab', { name: 'Portal' }).click();
    const tags = page.getByRole('region', { name: 'Google Tag Manager' });
    await tags.getByLabel('Container ID').fill('gtm-e2e1234');
    await tags.getByRole('button', { name: 'Save' }).click();
    await expect(tags.getByText('Saved')).toBeVisible();
    await expect(tags.getByLabel('Container ID')).toHaveValue('GTM-E2E1234');
    expect(await seriousViolations(page)).toEqual([]);
    // The settings page is the platform's own: no container on it.
    expect(await loads()).toBe(0);
  });

  await test.step('reached from its settings, the portal is loaded afresh with the container', async () => {
    await page.getByRole('link', { name: 'View portal' }).click();
    await expect.poll(servedAt).toBe(`/${institution.path}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(institution.name);
    await expect.poll(loads).toBe(1);
    expect(
      await page.evaluate(() => (window as { dataLayer?: Array<{ event?: string }> }).dataLayer?.[0]?.event),
    ).toBe('gtm.js');
  });

  await test.step('leaving the portal for its courses in the catalogue loads the catalogue afresh, without it', async () => {
    await page.getByRole('main').getByRole('link', { name: 'All courses' }).click();
    await expect(page).toHaveURL(`/courses/?institution=${institution.path}`);
    await expect.poll(servedAt).toBe('/courses/');
    expect(await loads()).toBe(0);
    await expect(page.locator('#kelas-tag-manager')).toHaveCount(0);
  });

  expect(refusals).toEqual([]);
});
