import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { seriousViolations } from './axe';
import { PASSWORD, signUpFromBanner } from './journeys';

const FULL_NAME = 'Ayu Lestari';
const INVALID_OTP = 'That code or recovery key is not valid. Try again.';

async function signUp(page: Page, email: string) {
  await signUpFromBanner(page, FULL_NAME, email);
}

async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(FULL_NAME) })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

// The first step of logging in: the password is right, so the form asks for the second factor.
async function logInWithPassword(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByLabel('Authentication code')).toBeVisible();
  return dialog;
}

test('a learner turns on two-step verification, then logs in with a code and with a recovery key once', async ({
  page,
}) => {
  const email = `mfa-${Date.now()}@example.test`;
  await signUp(page, email);

  await page.goto('/accounts/account-settings/');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Enrol, typing the key shown for manual entry into "the app" (otplib here).
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  await page.getByLabel('6-digit code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  // The keys arrive with the reply: wait for all ten before reading them.
  await expect(page.getByTestId('recovery-key')).toHaveCount(10);
  const keys = await page.getByTestId('recovery-key').allTextContents();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved my keys' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  await logOut(page);

  // The code of the enrolment's step is spent: the app's next code logs in.
  let dialog = await logInWithPassword(page, email);
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await dialog.getByLabel('Authentication code').fill(nextCode);
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await logOut(page);

  // A recovery key works once.
  dialog = await logInWithPassword(page, email);
  await dialog.getByRole('button', { name: 'Use a recovery key instead' }).click();
  await dialog.getByLabel('Recovery key').fill(keys[0] ?? '');
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await logOut(page);

  dialog = await logInWithPassword(page, email);
  await dialog.getByRole('button', { name: 'Use a recovery key instead' }).click();
  await dialog.getByLabel('Recovery key').fill(keys[0] ?? '');
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog.getByRole('alert')).toContainText(INVALID_OTP);
  await dialog.getByLabel('Recovery key').fill(keys[1] ?? '');
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(FULL_NAME) })).toBeVisible();
});
