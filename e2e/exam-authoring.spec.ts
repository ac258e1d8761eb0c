import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, enrolledLearner, logInFromBanner } from './journeys';

// The demo course's creator imports a GIFT file of their own into a new question bank and builds a
// timed exam drawing from it; a learner then takes that exam and reads their result. axe finds
// nothing serious on the question banks tab.

const COURSE = 'digital-marketing-foundations';

const GIFT = `// Three questions, as Moodle exports them
$CATEGORY: e2e/basics

::Reach:: How many people saw a post at least once is its {=reach ~engagement ~frequency}

::Channel:: Which channel sends a message to people who asked for it? {=e-mail newsletter ~display banner ~billboard}

::Persona true:: A persona describes one typical customer. {T}
`;

test('a creator imports a GIFT bank and builds a timed exam from it; a learner takes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const bankName = `E2E bank ${run}`;
  const examTitle = `E2E exam ${run}`;
  const creator = await browser.newContext();
  const page = await creator.newPage();
  await page.goto('/');
  await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
  await page.goto(`/courses/admin/?action=question_banks&course=${COURSE}`);

  await test.step('a new bank takes the GIFT file whole', async () => {
    await page.getByLabel('New bank’s name').fill(bankName);
    await page.getByRole('button', { name: 'Create the bank' }).click();
    // A new bank opens at once, ready to import into.
    const bank = page.getByRole('listitem').filter({ hasText: bankName });
    await expect(bank.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.getByLabel('Or paste the questions').fill(GIFT);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // The import is a job: the worker takes it within pg-boss's 2 s polling, the page asks every second.
    await expect(page.getByText('3 questions imported.')).toBeVisible({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('an exam draws two of them for each learner, 10 minutes, results at once', async () => {
    await page.getByLabel('New exam’s title').fill(examTitle);
    await page.getByRole('button', { name: 'Create the exam' }).click();
    // A new exam opens in its editor at once.
    await expect(page.getByRole('button', { name: `Edit “${examTitle}”` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByLabel('Time limit in minutes').fill('10');
    await page.getByRole('radio', { name: 'Questions drawn at random from a bank' }).check();
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: bankName });
    await page.getByLabel('How many questions', { exact: true }).last().fill('2');
    await page.getByRole('button', { name: 'Add the draw' }).click();
    await expect(page.getByText(`Questions drawn at random from ${bankName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/2 questions · 10 minutes/)).toBeVisible();
  });

  await test.step('a learner takes it and reads the result', async () => {
    const { context, page: learner } = await enrolledLearner(browser, COURSE, {
      fullName: 'Rina Wijaya',
      email: `exam-author-${run}@example.test`,
    });
    await learner.getByRole('link', { name: examTitle }).click();
    await learner.getByRole('button', { name: 'Start the exam' }).click();
    await expect(learner.getByText(/^Time left: (10:00|9:\d\d)$/)).toBeVisible();
    await expect(learner.getByText(/^Question 2 of 2/)).toBeVisible();
    await learner.getByRole('button', { name: 'Submit my answers' }).click();
    await learner.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(learner.getByText(/^Your result: 0 of 2 points$/)).toBeVisible();
    await context.close();
  });

  await test.step('in Malay, the gradebook has the exam as a column and the learner’s attempt', async () => {
    await page.goto(`/courses/admin/?action=learner_gradebook&course=${COURSE}`);
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { name: 'Buku markah' })).toBeVisible();
    await expect(
      page.getByRole('columnheader', { name: new RegExp(`Peperiksaan: ${examTitle}`) }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /Rina Wijaya/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Back to English: the demo creator's language outlives this test.
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
  await creator.close();
});
