import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { enrolledLearner } from './journeys';

// A learner of the demo course fills its crossword with the keyboard alone, word by word, and
// submits it; the server marks every word right. The grid names each square for a screen reader,
// and axe finds nothing serious before or after.

const COURSE = 'digital-marketing-foundations';
const PAGE = 'Search and content';

// The demo crossword's clues (server/domains/content/demo/demo-courses-content-b.ts) and the
// letters of their answers.
const ANSWERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/one typical customer/, 'PERSONA'],
  [/notices a problem/, 'AWARENESS'],
  [/before a campaign starts/, 'BASELINE'],
  [/title of an ad or a page/, 'HEADLINE'],
  [/invite customers to do/, 'SUBSCRIBE'],
  [/answer a question clearly/, 'SEARCHENGINE'],
];

test('a learner fills the demo crossword by keyboard only and submits it, marked right on the server', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  const run = Date.now().toString(36);
  const { context, page } = await enrolledLearner(browser, COURSE, {
    fullName: 'Dewi Kartika',
    email: `crossword-${run}@example.test`,
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`/courses/${COURSE}/`);
  await page.getByRole('link', { name: PAGE }).click();
  const crossword = page.getByRole('group', { name: /Solve the crossword/ });
  const grid = crossword.getByRole('group', { name: 'Crossword grid' });
  await expect(grid).toBeVisible();
  // The answers never reached the browser: only the grid's places, numbers, lengths and clues.
  expect(await page.content()).not.toMatch(
    /answerKey|"answer":|AWARENESS|SUBSCRIBE|BASELINE|HEADLINE|SEARCHENGINE/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await test.step('from the question before it, Tab enters the grid at the first word', async () => {
    const before = page.locator('form', { hasText: 'Fill in the blanks.' });
    await before.getByRole('button', { name: 'Submit answer' }).focus();
    await page.keyboard.press('Tab');
    await expect(grid.locator(':focus')).toHaveAccessibleName(/^\d+ across, letter 1 of \d+$/);
  });

  await test.step('each word typed from its clue, Tab to the next, the cursor moving along the word', async () => {
    const words = await crossword.getByRole('button', { name: /\(\d+ letters\)$/ }).count();
    expect(words).toBe(ANSWERS.length);
    for (let word = 0; word < words; word++) {
      const square = grid.locator(':focus');
      const clue = await square.evaluate(
        (field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      const letters = ANSWERS.find(([pattern]) => pattern.test(clue))?.[1] ?? '';
      await expect(square).toHaveAccessibleName(new RegExp(`, letter 1 of ${letters.length}$`));
      await page.keyboard.type(letters.toLowerCase());
      // After its last letter, the cursor waits on the word's last square.
      await expect(grid.locator(':focus')).toHaveAccessibleName(
        new RegExp(`letter ${letters.length} of ${letters.length}$`),
      );
      if (word < words - 1) await page.keyboard.press('Tab');
    }
  });

  await test.step('Enter submits; every word is right', async () => {
    const form = page.locator('form', { has: crossword });
    await page.keyboard.press('Enter');
    await expect(form.getByText('Correct.')).toBeVisible();
    await expect(form.getByText('1 of 3 attempts used')).toBeVisible();
    await expect(crossword.getByText('right', { exact: true })).toHaveCount(ANSWERS.length);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await context.close();
  expect(pageErrors).toEqual([]);
});
