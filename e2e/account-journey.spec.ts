import { expect, type Page, test } from '@playwright/test';
import { translation } from './locales';

const PASSWORD = 'a long enough passphrase';

async function openProfileMenu(page: Page, fullName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(fullName) })
    .click();
}

test('a new learner signs up, logs out, logs in, switches to Malay, reloads, and logs out', async ({
  page,
}) => {
  const fullName = "Siti Nur'ain";
  const email = `learner-${Date.now()}@example.test`;
  const banner = page.getByRole('banner');

  await page.goto('/');
  await expect(page).toHaveTitle('Kelas');

  // Sign up through the modal.
  await banner.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog');
  await signUp.getByLabel('Full name').fill('R2-D2');
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('I agree to the terms of service').check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByText('Enter a valid full name')).toBeVisible();
  await expect(signUp.getByLabel('Email address')).toHaveValue(email);
  await signUp.getByLabel('Full name').fill(fullName);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp).toBeHidden();
  await expect(banner.getByRole('button', { name: new RegExp(fullName) })).toBeVisible();

  // Log out.
  await openProfileMenu(page, fullName);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();

  // A wrong password gets the generic reason; the right one signs in.
  await banner.getByRole('button', { name: 'Log in' }).click();
  const logIn = page.getByRole('dialog');
  await logIn.getByLabel('Email address').fill(email);
  await logIn.getByLabel('Password', { exact: true }).fill('not my password');
  await logIn.getByRole('button', { name: 'Log in' }).click();
  await expect(logIn.getByRole('alert')).toContainText('The email address or password is incorrect.');
  await logIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await logIn.getByRole('button', { name: 'Log in' }).click();
  await expect(logIn).toBeHidden();
  await expect(banner.getByRole('button', { name: new RegExp(fullName) })).toBeVisible();

  // Switch to Bahasa Melayu; it survives a reload.
  await page.getByTestId('language-menu').first().click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(banner.getByRole('link', { name: translation('ms', 'nav.courses') }).first()).toBeVisible();

  // Log out, in Malay.
  await openProfileMenu(page, fullName);
  await page.getByRole('menuitem', { name: translation('ms', 'account.logOut') }).click();
  await expect(banner.getByRole('button', { name: translation('ms', 'account.logIn') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
});
