import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { blockSaved, DEMO_PASSWORD, enrolledLearner, logInFromBanner } from './journeys';
import { translation } from './locales';

// Issue 12: a creator sets up a multiple choice question in the editor; a learner answers the demo
// course's questions (one wrong, then right), finds a typed answer kept over a reload, answers the
// creator's question, and the page counts as done; in English, then in Malay.

// The demo creator's course with a free, open default class (README demo accounts).
const COURSE = 'digital-marketing-foundations';
const QUIZ_PAGE = 'The customer journey';
const CREATOR_PAGE = 'Metrics that matter';

test('a creator sets up a question, a learner answers questions, their answers kept and marked on the server', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`creator: ${error.message}`));
  const run = Date.now().toString(36);
  const question = `Which metric shows how many visitors became customers? (${run})`;
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'We have updated our terms' }), (terms) =>
    terms.getByRole('button', { name: 'Accept' }).click(),
  );

  let creatorPagePath = '';
  await test.step('the creator adds a multiple choice question with its options and right answer', async () => {
    await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
    await page.goto(`/courses/${COURSE}/`);
    await page.getByRole('link', { name: CREATOR_PAGE }).click();
    await expect(page.getByRole('heading', { level: 1, name: CREATOR_PAGE })).toBeVisible();
    creatorPagePath = new URL(page.url()).pathname;
    await page.goto(`${creatorPagePath}?mode=edit`);
    const toolbox = page.getByRole('complementary', { name: 'Add a block' });
    await toolbox.getByRole('button', { name: /^Multiple choice/ }).click();
    const block = page.getByRole('main').getByRole('article', { name: 'Multiple choice', exact: true });
    await block.getByRole('group', { name: 'Option 1' }).getByLabel('Option text').fill('Page views');
    await block.getByRole('group', { name: 'Option 2' }).getByLabel('Option text').fill('Conversion rate');
    await block.getByRole('group', { name: 'Option 2' }).getByRole('radio', { name: 'Right answer' }).check();
    const saved = blockSaved(page, run);
    await block.getByLabel('Question').fill(question);
    await saved;
    await block.getByRole('button', { name: 'Done editing Multiple choice' }).click();
    // Outside the editor's setup, the question shows without its answer.
    await expect(block.getByText(question)).toBeVisible();
  });

  await test.step('a learner answers wrong, then right, and the page counts as done', async () => {
    const { context, page: learner } = await enrolledLearner(browser, COURSE, {
      fullName: 'Siti Aminah',
      email: `quiz-${run}@example.test`,
    });
    learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
    await learner.goto(`/courses/${COURSE}/`);
    await learner.getByRole('link', { name: QUIZ_PAGE }).click();
    const choice = learner.getByRole('group', { name: /compare your offer with others/ });
    await expect(choice).toBeVisible();
    // The answer key never reached the browser.
    expect(await learner.content()).not.toContain('they weigh the options');

    await choice.getByRole('radio', { name: 'Awareness' }).check();
    const choiceForm = learner.locator('form', { has: choice });
    await choiceForm.getByRole('button', { name: 'Submit answer' }).click();
    await expect(choiceForm.getByText('Not quite.')).toBeVisible();
    await expect(choiceForm.getByText('At awareness they are only just noticing the problem.')).toBeVisible();
    await expect(choiceForm.getByText('1 of 2 attempts used')).toBeVisible();
    await choice.getByRole('radio', { name: 'Consideration' }).check();
    await choiceForm.getByRole('button', { name: 'Submit again' }).click();
    await expect(choiceForm.getByText('Correct.')).toBeVisible();
    await expect(choiceForm.getByText('Right answer')).toBeVisible();

    // A typed answer is kept on the server before it is submitted: it survives a reload.
    const typed = learner.getByRole('textbox', { name: /short, realistic description/ });
    const kept = learner.waitForResponse(
      (reply) => reply.url().includes('/json/quiz/update/submitQuiz/') && reply.ok(),
    );
    await typed.fill('Persona');
    await kept;
    await learner.reload();
    await expect(typed).toHaveValue('Persona');
    const textForm = learner.locator('form', { has: typed });
    await textForm.getByRole('button', { name: 'Submit answer' }).click();
    await expect(textForm.getByText('Correct.')).toBeVisible();
    await expect(textForm.getByText('Right: a persona.')).toBeVisible();
    // Both questions count towards progress: the page is done.
    await expect(
      learner
        .getByRole('navigation', { name: 'Course outline' })
        .getByRole('link', { name: `${QUIZ_PAGE} (completed)` }),
    ).toBeVisible();
    expect(await seriousViolations(learner)).toEqual([]);

    await test.step('in Malay, the creator’s question', async () => {
      await learner.getByTestId('language-menu').first().click();
      await learner.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
      await expect(learner.locator('html')).toHaveAttribute('lang', 'ms');
      await learner.goto(`${creatorPagePath}?mode=view`);
      const mine = learner.getByRole('group', { name: question });
      await mine.getByRole('radio', { name: 'Conversion rate' }).check();
      const form = learner.locator('form', { has: mine });
      await form.getByRole('button', { name: translation('ms', 'quiz.answer.submit') }).click();
      await expect(form.getByText(translation('ms', 'quiz.answer.correct'))).toBeVisible();
      expect(await seriousViolations(learner)).toEqual([]);
    });
    await context.close();
  });
  expect(pageErrors).toEqual([]);
});

test('a learner writes a long answer, the course’s creator marks it by its rubric beside the guidance, the learner reads the mark', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  const run = Date.now().toString(36);
  // A full name takes letters only: the run's digits written as letters keep it unique.
  const fullName = `Rina ${run.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)} Wulandari`;
  const plan =
    'Goal: twenty catering bookings a month from office managers in Jakarta. Persona: Rina, who orders lunch for meetings. Channels: search and e-mail. Metrics: bookings per week and cost per enquiry.';

  const { context, page: learner } = await enrolledLearner(browser, COURSE, {
    fullName: fullName,
    email: `essay-${run}@example.test`,
  });
  learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
  await test.step('the learner writes their plan; too short, then long enough; it waits for marking', async () => {
    await learner.goto(`/courses/${COURSE}/`);
    await learner.getByRole('link', { name: 'Your campaign plan' }).click();
    const answer = learner.getByRole('textbox', { name: /Write your campaign plan/ });
    await answer.click();
    await learner.keyboard.type('A short plan.');
    const form = learner.locator('form', { has: answer });
    await form.getByRole('button', { name: 'Submit answer' }).click();
    await expect(form.getByRole('alert')).toHaveText('Write at least 30 words.');
    await answer.press('End');
    await learner.keyboard.type(` ${plan}`);
    await form.getByRole('button', { name: 'Submit answer' }).click();
    await expect(form.getByText('Submitted. A teacher will mark your answer.')).toBeVisible();
  });

  page.on('pageerror', (error) => pageErrors.push(`creator: ${error.message}`));
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'We have updated our terms' }), (terms) =>
    terms.getByRole('button', { name: 'Accept' }).click(),
  );
  await test.step('the creator unfolds the answers under the question and marks it by its rubric', async () => {
    await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
    await page.goto(`/courses/${COURSE}/`);
    await page.getByRole('link', { name: 'Your campaign plan' }).click();
    await page.getByText(/^Your learners’ answers/).click();
    await page.getByRole('button', { name: `Mark ${fullName}’s answer` }).click();
    // The seed marks the plan with a rubric: it is marked beside it, in the marking queue.
    await page.getByRole('link', { name: 'Mark it in the marking queue' }).click();
    await expect(page.getByRole('heading', { name: `Marking ${fullName}’s answer` })).toBeVisible();
    await expect(page.getByText(/Marking guidance: Full marks for a measurable goal/)).toBeVisible();
    await expect(page.getByText(/twenty catering bookings/)).toBeVisible();
    const level = (criterion: string, name: string) =>
      page
        .getByRole('group', { name: new RegExp(`^${criterion}`) })
        .getByRole('radio', { name, exact: true });
    await level('Goal', 'Measurable').check();
    await level('Persona', 'Assumed').check();
    await level('Channels', 'Fitting').check();
    await level('Metrics', 'Linked to the goal').check();
    await expect(page.getByText('Total: 8.5 of 10 points')).toBeVisible();
    await level('Persona', 'Based on evidence').check();
    await level('Metrics', 'Vanity metrics').check();
    await page.getByLabel('Feedback for the learner').fill('A measurable goal. Add a budget.');
    await page.getByRole('button', { name: 'Save mark' }).click();
    await expect(page.getByRole('heading', { name: `Marking ${fullName}’s answer` })).toBeHidden();
  });

  await test.step('the learner reads their mark and feedback; the page is done', async () => {
    await learner.reload();
    await expect(learner.getByText('Marked: 8 of 10 points.')).toBeVisible();
    await expect(learner.getByText('A measurable goal. Add a budget.')).toBeVisible();
    await expect(
      learner
        .getByRole('navigation', { name: 'Course outline' })
        .getByRole('link', { name: 'Your campaign plan (completed)' }),
    ).toBeVisible();
  });
  await context.close();
  expect(pageErrors).toEqual([]);
});
