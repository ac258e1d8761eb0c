import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInFromBanner } from './journeys';
import { translation } from './locales';

// The class admin's tables of addresses (staff, staff invitations, invitations, pending
// enrolments) stack their rows as labelled cards below 40rem: a long address, in Indonesian, no
// longer makes the whole page scroll sideways at 320 px (400% zoom). The demo creator's priced
// class of Digital Marketing Foundations (README demo accounts) takes the invitations.
const CLASS_ADMIN = '/cohorts/admin/?cohort=digital-marketing-mentored';

test('class admin in Indonesian: its title follows the language, and address tables reflow at 320 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const longAddress = (who: string) =>
    `${who}-with-a-rather-long-address-${run}@pusat-pelatihan.example.test`;

  await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
  await page.goto(`${CLASS_ADMIN}&tab=staff`);
  await page.getByRole('main').getByLabel('Email address').fill(longAddress('fasilitator'));
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('table', { name: 'Staff invitations not yet accepted' })).toBeVisible();
  await page.goto(`${CLASS_ADMIN}&tab=invitations`);
  await page.getByLabel('Email addresses').fill(longAddress('peserta'));
  await page.getByRole('button', { name: 'Invite 1 address' }).click();
  await expect(page.getByText('The invitations were processed.')).toBeVisible();

  // The menu saves the choice on the account: the demo creator is given English back, whatever
  // happens, for the specs that sign in as him after this one.
  const chooseLanguage = async (name: string) => {
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name }).click();
  };
  await chooseLanguage('Bahasa Indonesia');
  try {
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page).toHaveTitle(
      `${translation('id', 'classAdmin.title')} - Digital Marketing: mentored cohort - Kelas`,
    );

    await page.setViewportSize({ width: 320, height: 640 });
    for (const tab of ['staff', 'invitations']) {
      await page.goto(`${CLASS_ADMIN}&tab=${tab}`);
      await expect(
        page
          .getByRole('main')
          .getByText(/pusat-pelatihan/)
          .first(),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseLanguage('English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});
