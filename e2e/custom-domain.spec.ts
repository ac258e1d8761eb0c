import { expect, test } from '@playwright/test';
import { startTestDnsServer } from '../server/test/dns-server';
import { seriousViolations } from './axe';
import { createInstitution, PASSWORD, signUpFromBanner } from './journeys';
import { BASE_URL, DNS_PORT, DOMAIN_SUFFIX } from './playwright.config';

// An institution on its own domain under a path prefix: its team names the domain and the prefix, adds the TXT record the screen
// shows (to a real DNS server on loopback) and checks it; the portal is then served there (Chromium
// resolves the name to this machine), the platform's address of the portal leads to it, and signing
// in on the domain signs the person in on the platform's domain too (the temporary-token hand-off).
test('an institution’s portal goes live on its own domain, and signing in there signs in on the platform', async ({
  page,
  browser,
}) => {
  const dns = await startTestDnsServer(DNS_PORT);
  const run = Date.now().toString(36);
  const owner = { name: 'Dewi Lestari', email: `dewi-${run}@e2e.example` };
  const institution = { name: `Lautan Institute ${run}`, path: `lautan-${run}` };
  const domain = `learn-${run}.${DOMAIN_SUFFIX}`;
  const port = new URL(BASE_URL).port;
  const onDomain = (path: string) => `http://${domain}:${port}${path}`;
  // The portal sits under a path prefix there.
  const home = onDomain('/online/');
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  try {
    await test.step('the team names its domain and sees the DNS steps', async () => {
      await signUpFromBanner(page, owner.name, owner.email);
      await createInstitution(page, institution);
      await page.getByRole('tab', { name: 'Domain' }).click();
      await page.getByLabel('Domain name').fill(`https://${domain.toUpperCase()}/`);
      await page.getByLabel('Path prefix (optional)').fill('/online/');
      await page.getByRole('button', { name: 'Add domain' }).click();
      const steps = page.getByRole('region', { name: `Setting up ${domain}` });
      await expect(steps.getByText('Waiting for DNS')).toBeVisible();
      await expect(steps.getByText(`_kelas-verify.${domain}`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the check finds no record, then the record the screen shows, and the domain is live', async () => {
      const steps = page.getByRole('region', { name: `Setting up ${domain}` });
      await steps.getByRole('button', { name: 'Check DNS now' }).click();
      await expect(steps.getByText(/No TXT record was found/)).toBeVisible();
      const value = await steps.getByText(/^kelas-verification=/).textContent();
      dns.records.set(`_kelas-verify.${domain}`, [[value ?? '']]);
      await steps.getByRole('button', { name: 'Check DNS now' }).click();
      await expect(steps.getByText('The TXT record is in place: the domain is live.')).toBeVisible();
      await expect(steps.getByRole('link', { name: home })).toBeVisible();
      await page.screenshot({ path: 'test-results/custom-domain-settings.png', fullPage: true });
    });

    await test.step('a visitor finds the portal at the domain’s root, and the platform’s address leads there', async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      visitor.on('pageerror', (error) => pageErrors.push(error.message));
      await visitor.goto(onDomain('/'));
      await expect(visitor.getByRole('navigation', { name: new RegExp(institution.name) })).toBeVisible();
      await expect(visitor).toHaveURL(home);
      await visitor.goto(`${BASE_URL}/${institution.path}/`);
      await expect(visitor).toHaveURL(home);
      await visitor.screenshot({ path: 'test-results/custom-domain-portal.png', fullPage: true });
      await context.close();
    });

    await test.step('signed in on the platform, the team arrives on the domain signed in; logging out there logs out on both', async () => {
      await page.goto(`${BASE_URL}/${institution.path}/`);
      await expect(page).toHaveURL(home);
      const banner = page.getByRole('banner');
      // The drawn page's menu opens once the app has taken it over.
      await expect(async () => {
        await banner.getByRole('button', { name: new RegExp(owner.name) }).click();
        await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible({ timeout: 1000 });
      }).toPass();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
      await page.goto(`${BASE_URL}/`);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    });

    await test.step('signing in on the domain signs in on the platform too, and its screens lead there', async () => {
      const context = await browser.newContext();
      const learner = await context.newPage();
      learner.on('pageerror', (error) => pageErrors.push(error.message));
      await learner.goto(home);
      await learner.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = learner.getByRole('dialog');
      await dialog.getByLabel('Email address').fill(owner.email);
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      // The hand-off goes by the platform's domain and comes back here, signed in on both.
      const cookieNames = async (url: string) => (await context.cookies(url)).map((cookie) => cookie.name);
      await expect.poll(() => cookieNames(BASE_URL)).toContain('sessionid');
      await expect(learner).toHaveURL(home);
      await expect(learner.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeHidden();
      const domainCookie = (await context.cookies(onDomain('/'))).find(
        (cookie) => cookie.name === 'sessionid',
      );
      expect(domainCookie?.domain).toBe(domain);

      await learner.goto(onDomain('/accounts/account-settings/'));
      await expect(learner).toHaveURL(`${BASE_URL}/accounts/account-settings/`);
      await expect(learner.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
      await context.close();
    });
    expect(pageErrors).toEqual([]);
  } finally {
    await dns.close();
  }
});
