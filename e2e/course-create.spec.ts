import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { PASSWORD } from './journeys';

test('a new user creates a course, fills its settings, displays it and finds it in My courses', async ({
  page,
}) => {
  const code = `e2e-${Date.now()}`;
  const banner = page.getByRole('banner');

  await page.goto('/');
  await banner.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog');
  await signUp.getByLabel('Full name').fill('Ayu Lestari');
  await signUp.getByLabel('Email address').fill(`${code}@example.test`);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('I agree to the terms of service').check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp).toBeHidden();

  // Create the course.
  await page.goto('/courses/create/');
  await expect(page).toHaveTitle('Create an online course in minutes using Kelas!');
  await expect(page.getByText('Free plan: 0 of 3 courses used.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Course name').fill('Data Literacy');
  await page.getByLabel('Course code').fill(code);
  await page.getByLabel('Category').selectOption('data');
  await page.getByLabel('Course type').selectOption('SHORT_COURSE');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(`/courses/admin/?action=starter&course=${code}`);
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();

  // General settings: objective and outcomes.
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByLabel('Course objective').fill('Read charts with confidence.');
  await page.getByLabel('Outcome 1').fill('Read a bar chart');
  await page.getByRole('button', { name: 'Add an outcome' }).click();
  await page.getByLabel('Outcome 2').fill('Spot a misleading axis');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  // Appearance colours.
  await page.getByRole('link', { name: 'Appearance' }).click();
  await page.getByLabel(/Primary colour/).fill('#0f766e');
  await page.getByLabel(/Accent colour/).fill('#f97316');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  // Display it from the landing page tab.
  await page.getByRole('link', { name: 'Landing page' }).click();
  await page.getByLabel('Display this course in the catalogue').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  // The starter checklist now reflects the course; My courses lists it as displayed.
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Add an objective and learning outcomes' }),
  ).toContainText('Done');
  await banner.getByRole('button', { name: /Ayu Lestari/ }).click();
  await page.getByRole('menuitem', { name: 'My courses' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Data Literacy' });
  await expect(row).toContainText('Displayed');
  await expect(row).toContainText(`/courses/${code}/`);
});
