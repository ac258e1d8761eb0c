import { expect, type Page, test } from '@playwright/test';

// The demo staff account of server/seed/demo-data.ts (e2e/serve.ts seeds it), in UTC; the learner
// is new to every run, so the spec never depends on what an earlier run left behind.
const DEMO_PASSWORD = 'kelas-demo-2026';
const STAFF = { email: 'staff@kelas.example', fullName: 'Dewi Lestari', password: DEMO_PASSWORD };
const LEARNER = {
  email: `terms-${Date.now()}@example.test`,
  fullName: 'Rina Wati',
  password: 'a long enough passphrase',
};
// Far enough ahead for the staff member to submit the form, near enough to wait for.
const LEAD_MS = 25_000;

type Account = typeof STAFF;

async function signUp(page: Page, account: Account) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(account.fullName);
  await dialog.getByLabel('Email address').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('I agree to the terms of service').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(banner.getByRole('button', { name: new RegExp(account.fullName) })).toBeVisible();
}

async function logIn(page: Page, account: Account) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(banner.getByRole('button', { name: new RegExp(account.fullName) })).toBeVisible();
}

async function logOut(page: Page, fullName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(fullName) })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

// A datetime-local value (seconds included) in UTC, the demo staff member's time zone.
const utcLocalValue = (at: Date) => at.toISOString().slice(0, 19);

test('staff schedule new terms; once in force a learner must accept them, once', async ({ page }) => {
  test.setTimeout(120_000);

  // A new learner (who accepts the terms in force by signing up) cannot use the staff screen.
  await page.goto('/wasabi/tos/');
  await signUp(page, LEARNER);
  await expect(page.getByRole('alert')).toHaveText(
    'You are not allowed to see this page. It is for platform staff only.',
  );
  await logOut(page, LEARNER.fullName);

  // Staff schedule a new terms-of-service version a few seconds ahead; the scheduled list shows it.
  await page.goto('/wasabi/tos/');
  await logIn(page, STAFF);
  const scheduledList = page.getByRole('region', { name: 'Scheduled updates' });
  const effectiveAt = new Date(Date.now() + LEAD_MS);
  await page.getByLabel('Takes effect on').fill(utcLocalValue(effectiveAt));
  await page.getByLabel('Terms of service').check();
  await page.getByRole('button', { name: 'Schedule update' }).click();
  await expect(page.getByText('Update scheduled.')).toBeVisible();
  await expect(
    scheduledList.locator(`time[datetime="${effectiveAt.toISOString().slice(0, 19)}.000Z"]`),
  ).toBeVisible();
  await logOut(page, STAFF.fullName);

  // Once the version is in force, the learner meets the blocking dialog after logging in.
  await page.waitForTimeout(Math.max(0, effectiveAt.getTime() - Date.now() + 1000));
  await page.goto('/');
  await logIn(page, LEARNER);
  const terms = page.getByRole('dialog', { name: 'We have updated our terms' });
  await expect(terms).toBeVisible();
  await expect(terms.getByText('Terms of service')).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();

  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();

  // After a reload the learner is still signed in and the dialog does not come back.
  const datesLoaded = page.waitForResponse((response) =>
    response.url().includes('/json/user/lookup/get_terms_of_service_update_dates'),
  );
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(LEARNER.fullName) }),
  ).toBeVisible();
  await datesLoaded;
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The notification settings are one click away in the profile menu.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(LEARNER.fullName) })
    .click();
  await page.getByRole('menuitem', { name: 'Notification settings' }).click();
  // E-mail is none, immediately or a daily digest per kind; kudos are not mailed until chosen.
  const kudosEmail = page.getByRole('combobox', { name: 'Kudos on my posts: email' });
  await expect(kudosEmail).toHaveValue('none');
  await kudosEmail.selectOption('daily');
  await expect(page.getByText('Your change was saved')).toBeVisible();
  await expect(page.getByText('Your change will be automatically saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Kudos on my posts: email' })).toHaveValue('daily');
});
