import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { enrolledLearner } from './journeys';

// A learner of the demo course takes its timed exam (five questions drawn from the course's bank,
// imported from GIFT): they start it, answer, close the tab mid-way and come back to find their
// saved answer and the clock still running on the server, then hand it in and read their marks.
// axe finds nothing serious on the exam screen before, during and after.

const COURSE = 'digital-marketing-foundations';
const EXAM = 'Module check: audience, search and measurement';

/** Answer the first question on screen, whatever its widget: the first option, or a typed word. */
async function answerFirstQuestion(page: Page) {
  const first = page.getByRole('listitem').filter({ has: page.getByText(/^Question 1 of 5/) });
  const option = first.getByRole('radio').or(first.getByRole('checkbox')).first();
  if (await option.count()) {
    await option.check();
    return { kind: 'option' as const, name: (await option.getAttribute('aria-label')) ?? '' };
  }
  await first.getByRole('textbox').first().fill('segmentation');
  return { kind: 'text' as const, name: 'segmentation' };
}

test('a learner takes the timed demo exam, closes the tab mid-way, comes back and hands it in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  const run = Date.now().toString(36);
  const { context, page } = await enrolledLearner(browser, COURSE, {
    fullName: 'Siti Rahmah',
    email: `exam-${run}@example.test`,
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await test.step('the course page lists the exam; its screen says what to expect', async () => {
    await page.getByRole('link', { name: EXAM }).click();
    await expect(page.getByRole('heading', { name: EXAM })).toBeVisible();
    await expect(page.getByText('15 minutes', { exact: true })).toBeVisible();
    await expect(page.getByText('0 of 2 used')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const examUrl = page.url();
  let answered: Awaited<ReturnType<typeof answerFirstQuestion>>;
  await test.step('started, the clock runs and an answer is saved as it is given', async () => {
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await expect(page.getByText(/^Time left: 1[45]:\d\d$/)).toBeVisible();
    // The questions came without their answers.
    expect(await page.content()).not.toMatch(/answerKey|correctOptionIds/);
    answered = await answerFirstQuestion(page);
    await expect(page.getByText(/^Saved at /)).toBeVisible();
    await expect(page.getByText('1 of 5 answered')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the tab closes; reopened, the attempt resumes with its answer and its clock', async () => {
    await page.close();
    const again = await context.newPage();
    again.on('pageerror', (error) => pageErrors.push(error.message));
    await again.goto(examUrl);
    await expect(again.getByText(/^Time left: 1[45]:\d\d$/)).toBeVisible();
    await expect(again.getByText('1 of 5 answered')).toBeVisible();
    const first = again.getByRole('listitem').filter({ has: again.getByText(/^Question 1 of 5/) });
    if (answered.kind === 'option')
      await expect(first.getByRole('radio').or(first.getByRole('checkbox')).first()).toBeChecked();
    else await expect(first.getByRole('textbox').first()).toHaveValue(answered.name);

    await again.getByRole('button', { name: 'Submit my answers' }).click();
    const dialog = again.getByRole('dialog', { name: 'Submit your answers?' });
    await expect(dialog.getByText('4 questions are not answered.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(again.getByText(/^Your result: [\d.]+ of \d+ points?$/)).toBeVisible();
    await expect(again.getByRole('heading', { name: 'Your answers, marked' })).toBeVisible();
    await expect(again.getByText('1 of 2 used')).toBeVisible();
    expect(await seriousViolations(again)).toEqual([]);
  });
  await context.close();
  expect(pageErrors).toEqual([]);
});
