import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

const OLD_PASSWORD = 'a long enough passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

test('a learner who forgot the password resets it from the mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  const fullName = 'Nur Hidayah';
  const email = `forgetful-${Date.now()}@example.test`;

  // The account, made over HTTP with its own cookies (the browser stays signed out).
  const csrf = await request.get('/api/csrf/');
  const { result } = (await csrf.json()) as { result: { csrfToken: string } };
  const signUp = await request.post('/json/user/create', {
    headers: { 'X-CSRFToken': result.csrfToken },
    data: { fullName, email, password: OLD_PASSWORD, acceptTerms: true },
  });
  expect(signUp.status()).toBe(200);

  // Forgot password, in the login modal.
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText('If an account exists for that address');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The mail, and its link.
  const mail = await waitForMail(email, 'Reset your Kelas password');
  expect(mail.text).toContain(`Hi ${fullName},`);
  const link = linkIn(mail, '/accounts/reset-password/');
  expect(mail.html).toContain(`href="${link}"`);

  // A new password.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Confirm new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This link is invalid or has expired.',
  );
  await expect(page.getByRole('main').getByRole('button', { name: 'Ask for a new link' })).toBeVisible();

  // Log in with the new password; the old one no longer works.
  await page.goto('/accounts/login/');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toContainText('The email address or password is incorrect.');
  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(banner.getByRole('button', { name: new RegExp(fullName) })).toBeVisible();
});
