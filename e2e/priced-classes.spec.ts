import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, logInFromBanner, signUpFromBanner } from './journeys';

// Issue 10 point 17: a priced class shows its price and lets no one in for free (it is bought
// through the checkout: e2e/checkout.spec.ts). The seed (README demo accounts) gives Digital Marketing Foundations a priced class beside
// its free default class; the creator adds another one here.
const COURSE = 'digital-marketing-foundations';
const SEEDED_PRICED = 'Digital Marketing: mentored cohort';

test('a priced class shows its price everywhere and offers no free way in', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`creator: ${error.message}`));
  const run = Date.now().toString(36);
  const className = `Weekend cohort ${run}`;

  await test.step('the creator sees prices in the class list and adds a priced class in the modal', async () => {
    await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
    await page.goto(`/courses/admin/?action=classes&course=${COURSE}`);
    const table = page.getByRole('table', { name: 'Classes of this course' });
    await expect(table.getByRole('row').filter({ hasText: SEEDED_PRICED })).toContainText(
      /MYR\s249\.00 · MYR\s149\.00 for students/,
    );
    await expect(table.getByRole('row').filter({ hasText: 'Free' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'New class' }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await dialog.getByLabel('Class name').fill(className);
    // Open enrolment takes no access code, so the modal asks for none.
    await expect(dialog.getByLabel('Access code')).toHaveCount(0);
    // The time zone is searched, then chosen from the list with the keyboard.
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('kuala');
    await zone.press('ArrowDown');
    await zone.press('Enter');
    await expect(zone).toHaveValue('Asia/Kuala_Lumpur');
    await dialog.getByLabel('Currency').selectOption('SGD');
    await dialog.getByLabel('Course price (SGD)').fill('99.00');
    await expect(dialog.getByText('Looks good.')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save class' }).click();
    await expect(page.getByText(`The class ${className} was created.`)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: className })).toContainText(/99\.00/);
  });

  await test.step('a learner sees the prices on the landing page and cannot enrol for free', async () => {
    const context = await browser.newContext();
    const learner = await context.newPage();
    learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
    await signUpFromBanner(learner, 'Nur Aina', `priced-${run}@example.test`);
    await learner.goto(`/courses/${COURSE}/`);
    const join = learner.getByRole('region', { name: 'Join a class' });
    for (const [name, price] of [
      [SEEDED_PRICED, /Price: MYR\s249\.00 · MYR\s149\.00 for students/],
      [className, /Price: SGD\s99\.00/],
    ] as const) {
      const card = join.getByRole('article', { name });
      await expect(card).toContainText(price);
      await expect(card.getByRole('button', { name: /^Buy a place · / })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);
    }
    // The free default class still takes them.
    const free = join.getByRole('article').filter({ hasText: 'Price: Free' }).first();
    await expect(free.getByRole('button', { name: 'Enrol', exact: true })).toBeVisible();
    expect(await seriousViolations(learner)).toEqual([]);

    // Asking the server directly is refused too, with its stable code.
    const reply = await learner.evaluate(async (cohortName) => {
      const classes = await (
        await fetch('/json/cohort/lookup/listEnrollableClasses?coursePath=digital-marketing-foundations')
      ).json();
      const path = classes.result.find((each: { name: string }) => each.name === cohortName).path;
      const csrf = (await (await fetch('/api/csrf/')).json()).result.csrfToken;
      const response = await fetch('/json/cohort/execute/enrol', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({ cohortPath: path }),
      });
      return { status: response.status, body: await response.json() };
    }, SEEDED_PRICED);
    expect(reply).toMatchObject({ status: 402, body: { error: 'payment_required' } });
    await context.close();
  });

  expect(pageErrors).toEqual([]);
});
