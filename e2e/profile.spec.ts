import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe';

const PASSWORD = 'a long enough passphrase';

test('a new learner edits their profile, uploads a photo and writes a blog post', async ({ page }) => {
  const fullName = 'Wulan Pratiwi';
  const email = `profile-${Date.now()}@example.test`;
  const banner = page.getByRole('banner');

  await page.goto('/');
  await banner.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog');
  await signUp.getByLabel('Full name').fill(fullName);
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('I agree to the terms of service').check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp).toBeHidden();

  // Open the profile from the profile menu.
  await banner.getByRole('button', { name: new RegExp(fullName) }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/u\/wulan-pratiwi(-\d+)?\/$/);
  const profileUrl = page.url();
  const profileName = new URL(profileUrl).pathname.split('/')[2];
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page).toHaveTitle(`${fullName} (@${profileName}) - Kelas`);

  // Edit the summary and header colour; leaving before saving asks first.
  await page.getByLabel('Summary').fill('I am learning to teach online.');
  await page.getByLabel('Header colour').fill('#be123c');
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Fans' })
    .click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Stay on this page' })
    .click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Summary')).toHaveValue('I am learning to teach online.');
  await expect(page.getByLabel('Header colour')).toHaveValue('#be123c');

  // Upload a photo (a PNG made here) and see it, resized by the server.
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your new photo is saved.')).toBeVisible();
  const photo = page.getByRole('img', { name: `Profile photo of ${fullName}` }).first();
  await expect(photo).toBeVisible();
  const size = await photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size).toEqual([256, 256]);

  // A wrong file type is refused with the message of spec §5.
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert')).toHaveText(
    'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
  );

  // Write a blog post and read it.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page.getByText('No posts yet')).toBeVisible();
  await page.getByRole('link', { name: 'Write a post' }).click();
  await page.getByLabel('Title').fill('My first week');
  await page
    .getByLabel('Post')
    .fill('Hello <strong>world</strong>.\n\nSecond paragraph <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My first week' })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('world');
  await expect(page.locator('article script')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page.getByRole('link', { name: 'My first week' })).toBeVisible();
});

test('a profile page, as its owner edits it, has no serious or critical accessibility violation', async ({
  page,
}) => {
  const request = page.request;
  const email = `axe-${Date.now()}@example.test`;
  const csrf = await (await request.get('/api/csrf/')).json();
  const signUp = await request.post('/json/user/create', {
    headers: { 'X-CSRFToken': csrf.result.csrfToken },
    data: { fullName: 'Nadia Hassan', email, password: PASSWORD, acceptTerms: true },
  });
  const { profileName } = (await signUp.json()).result;
  const response = await page.goto(`/u/${profileName}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Nadia Hassan' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
