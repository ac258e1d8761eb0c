import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/** The password every new account of the specs uses. */
export const PASSWORD = 'a long enough passphrase';

/** The password of the seed's demo accounts (README). */
export const DEMO_PASSWORD = 'kelas-demo-2026';

/** Sign up through the banner's Sign up dialog and wait until it has closed. */
export async function signUpFromBanner(page: Page, fullName: string, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(fullName);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('I agree to the terms of service').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

/** Sign in through the banner's Log in dialog and wait until it has closed. */
export async function logInFromBanner(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Create an Australian institution from /institution/create/ and wait for its settings. */
export async function createInstitution(
  page: Page,
  institution: { name: string; path: string },
): Promise<void> {
  await page.goto('/institution/create/');
  await page.getByLabel('Name').fill(institution.name);
  // Exactly: the e-mail confirmation banner's label holds the word too.
  await page.getByLabel('Address', { exact: true }).fill(institution.path);
  await page.getByLabel('Country').selectOption('au');
  await page.getByRole('button', { name: 'Create the institution' }).click();
  await expect(page).toHaveURL(/\/institution\/admin-settings\/general\/\?institution=/);
  await expect(page.getByRole('heading', { level: 1, name: institution.name })).toBeVisible();
}

/** Create a data short course from /courses/create/ and wait for its starter checklist. */
export async function createCourse(page: Page, name: string, code: string): Promise<void> {
  await page.goto('/courses/create/');
  await page.getByLabel('Course name').fill(name);
  await page.getByLabel('Course code').fill(code);
  await page.getByLabel('Category').selectOption('data');
  await page.getByLabel('Course type').selectOption('SHORT_COURSE');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(`/courses/admin/?action=starter&course=${code}`);
}

/** Resolves when the editor's autosave of a block has sent `text` and the server took it. */
export const blockSaved = (page: Page, text: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/json/layout/update/updateBlock/') &&
      (response.request().postData() ?? '').includes(text) &&
      response.ok(),
  );

/**
 * A new learner in a browser context of their own (with `options`), signed up and enrolled in the
 * free class of the demo course `coursePath`.
 */
export async function enrolledLearner(
  browser: Browser,
  coursePath: string,
  { fullName, email }: { fullName: string; email: string },
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signUpFromBanner(page, fullName, email);
  await page.goto(`/courses/${coursePath}/`);
  const free = page
    .getByRole('region', { name: 'Join a class' })
    .getByRole('article')
    .filter({ hasText: 'Price: Free' })
    .first();
  await free.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${coursePath}/[^/]+/`));
  return { context, page };
}

/**
 * A new creator's course, shown in the catalogue, with one module of `pages` (by title): the
 * course admin's own steps, as a creator takes them after createCourse.
 */
export async function displayedCourseWithPages(
  page: Page,
  course: { name: string; code: string; module: string; pages: readonly string[] },
): Promise<void> {
  await createCourse(page, course.name, course.code);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByLabel('New module title').fill(course.module);
  await page.getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('heading', { level: 3, name: course.module })).toBeVisible();
  for (const title of course.pages) {
    await page.getByLabel(`New page in ${course.module}`).fill(title);
    await page.getByRole('button', { name: 'Add page', exact: true }).click();
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Landing page' }).click();
  await page.getByLabel('Display this course in the catalogue').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
}
