import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// The seed's displayed courses are whatever exists at run time: the spec reads the first card
// (if any) and never assumes a particular course.
test('the catalogue loads, passes an axe scan, searches, and says so when nothing matches', async ({
  page,
}) => {
  await page.goto('/courses/');
  await expect(page).toHaveTitle('Courses - Kelas');
  const main = page.getByRole('main');
  const cards = main.getByRole('listitem').getByRole('link');
  const empty = main.getByText("We couldn't find any related courses");
  await expect(cards.first().or(empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  if (await cards.count()) {
    // Search for a word of the first card's name: that course is among the results.
    const name = (await cards.first().textContent())!.trim();
    const word = name.split(/\s+/).find((part) => /^[\p{L}\p{N}]{3,}$/u.test(part)) ?? name;
    await page.goto(`/courses/?q=${encodeURIComponent(word)}`);
    await expect(main.getByRole('link', { name })).toBeVisible();
    await main.getByRole('link', { name }).click();
    await expect(page).toHaveTitle(`${name} - Kelas`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  // A nonsense word through the top-bar search: the exact empty wording of spec §8.
  await page.goto('/courses/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
  await search.fill('qzxjvwkplm');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/courses\/\?q=qzxjvwkplm$/);
  await expect(page).toHaveTitle('Search: qzxjvwkplm - Kelas');
  await expect(main.getByText("We couldn't find any related courses")).toBeVisible();
  await expect(main.getByText('Please try again with a different keyword')).toBeVisible();
});
