import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, logInFromBanner } from './journeys';

// Assessment designs and the marking queue: the demo learner writes the demo course's campaign
// plan, which the seed marks with a rubric; the demo staff member, a facilitator of its class,
// marks it by the rubric on /marking/, the learner reads the level of each criterion, then the
// facilitator returns it and the learner sees that it came back.

const COURSE = 'digital-marketing-foundations';
const LEARNER = 'Aisyah Rahman';
const PLAN =
  'Goal: forty cake orders a month from offices in Petaling Jaya by June. Persona: Mei, who orders for team birthdays, from a survey of twelve customers. Channels: search ads and a monthly e-mail. Metrics: orders per week and cost per order.';

const acceptTerms = (page: Page) =>
  page.addLocatorHandler(page.getByRole('dialog', { name: 'We have updated our terms' }), (terms) =>
    terms.getByRole('button', { name: 'Accept' }).click(),
  );

test('a facilitator marks a long answer by its rubric in the queue and returns it; the learner sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
  page.on('pageerror', (error) => pageErrors.push(`facilitator: ${error.message}`));
  await acceptTerms(learner);
  await acceptTerms(page);

  // The demo seeds the learner into the open class, beside the classmates whose posts it shows.
  await test.step('the demo learner, in the open class, submits their campaign plan', async () => {
    await logInFromBanner(learner, 'learner@kelas.example', DEMO_PASSWORD);
    await learner.goto(`/courses/${COURSE}/`);
    await learner.getByRole('link', { name: 'Your campaign plan' }).click();
    const answer = learner.getByRole('textbox', { name: /Write your campaign plan/ });
    await answer.click();
    await learner.keyboard.type(PLAN);
    const form = learner.locator('form', { has: answer });
    await form.getByRole('button', { name: 'Submit answer' }).click();
    await expect(form.getByText('Submitted. A teacher will mark your answer.')).toBeVisible();
  });

  await test.step('the facilitator finds it in the marking queue and marks it by the rubric', async () => {
    await logInFromBanner(page, 'staff@kelas.example', DEMO_PASSWORD);
    await page.goto('/marking/');
    await expect(page.getByRole('heading', { level: 1, name: 'Marking' })).toBeVisible();
    const queue = page.getByRole('table', { name: 'Submitted work in the classes you teach' });
    await expect(queue.getByRole('row', { name: new RegExp(LEARNER) })).toContainText('To mark');
    expect(await seriousViolations(page)).toEqual([]);

    await queue.getByRole('link', { name: LEARNER }).click();
    await expect(page.getByRole('heading', { name: `Marking ${LEARNER}’s answer` })).toBeVisible();
    await expect(page.getByText(/forty cake orders a month/)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Mark with the rubric “Campaign plan rubric”' }),
    ).toBeVisible();
    const level = (criterion: string, name: string) =>
      page
        .getByRole('group', { name: new RegExp(`^${criterion}`) })
        .getByRole('radio', { name, exact: true });
    // Keyboard first: Tab reaches a criterion's levels and the arrow keys choose among them.
    await level('Goal', 'Missing').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(level('Goal', 'Measurable')).toBeChecked();
    await level('Persona', 'Based on evidence').check();
    await level('Channels', 'Fitting').check();
    await expect(page.getByText('Total: 8 of 10 points')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save mark' }).click();
    await expect(page.getByText('Choose a level for “Metrics”.')).toBeVisible();
    await expect(level('Metrics', 'Vanity metrics')).toBeFocused();
    await level('Metrics', 'Vanity metrics').check();
    await page.getByLabel('Feedback for the learner').fill('A measurable goal. Link a metric to it.');
    await page.getByRole('button', { name: 'Save mark' }).click();
    await expect(page.getByText('Saved. Nothing else on this page waits for your mark.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing to mark' })).toBeVisible();
  });

  await test.step('the learner reads their mark and the level of each criterion', async () => {
    await learner.reload();
    await expect(learner.getByText('Marked: 8 of 10 points.')).toBeVisible();
    const levels = learner.getByRole('table', { name: 'How your work was marked' });
    await expect(levels.getByRole('row', { name: /Goal/ })).toContainText('Measurable: 3 of 3 points');
    await expect(levels.getByRole('row', { name: /Metrics/ })).toContainText('Vanity metrics: 0 of 2 points');
    await expect(learner.getByText('A measurable goal. Link a metric to it.')).toBeVisible();
  });

  await test.step('the facilitator returns it for resubmission from the marked work', async () => {
    await page.getByLabel('Status').selectOption('marked');
    await page.getByRole('table').getByRole('link', { name: LEARNER }).click();
    await page.getByLabel('Feedback for the learner').fill('Add the budget, then send it again.');
    await page.getByRole('button', { name: 'Return for resubmission' }).click();
    await expect(page.getByText('Saved. Nothing else on this page waits for your mark.')).toBeVisible();
    await page.getByLabel('Status').selectOption('returned');
    await expect(page.getByRole('table').getByRole('row', { name: new RegExp(LEARNER) })).toContainText(
      'Returned',
    );
  });

  await test.step('the course team finds the work from the design’s page', async () => {
    await page.goto('/courses/admin/?action=assessment_designs&course=digital-marketing-foundations');
    await page
      .getByRole('link', { name: 'Open Campaign plan rubric: the questions and work it marks' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign plan rubric' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'The rubric’s criteria and their levels' })).toContainText(
      'Measurable · 3 points',
    );
    await expect(page.getByRole('link', { name: 'Open “Your campaign plan” in the editor' })).toBeVisible();
    await page.getByLabel('Status').selectOption('returned');
    await page.getByRole('link', { name: `All of ${LEARNER}’s work marked by this design` }).click();
    await expect(page).toHaveURL(/\/assessment\/design\/[0-9a-f-]+\/[0-9a-f-]+\/$/);
    await expect(page.getByRole('heading', { name: 'One learner’s work marked by it' })).toBeVisible();
    await page.getByLabel('Status').selectOption('returned');
    await expect(page.getByRole('table').getByRole('row', { name: new RegExp(LEARNER) })).toContainText(
      'Returned',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the learner sees their work came back, and why', async () => {
    await learner.reload();
    await expect(
      learner.getByText('Your teacher returned this answer for you to improve and submit again.'),
    ).toBeVisible();
    await expect(learner.getByText('Add the budget, then send it again.')).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Submit again' })).toBeVisible();
  });
  await learnerContext.close();
  expect(pageErrors).toEqual([]);
});
