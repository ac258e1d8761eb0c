import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { displayedCourseWithPages, enrolledLearner, signUpFromBanner } from './journeys';

// Issue 16: a course's certificate sold. A creator prices the certificate of a course issued at
// 100% progress (MYR 49.00) in the designer; a learner who reads every page is offered it on their
// progress page instead of receiving it, buys it through the local Stripe stand-in, and the
// certificate is then theirs.
test.use({ actionTimeout: 15_000 });

const run = Date.now().toString(36);
const COURSE = `e2e-sold-cert-${run}`;
const COURSE_NAME = `Barista Basics ${run}`;
const PAGES = ['Espresso', 'Milk'];

async function enterCard(page: Page) {
  const fields = page.frameLocator('[data-testid=payment-element] iframe');
  await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
  await fields.getByLabel('Expiration date').fill(`12 / ${String(new Date().getFullYear() + 2).slice(2)}`);
  await fields.getByLabel('Security code').fill('123');
}

test('a creator sells a course’s certificate; a learner earns it, buys it and holds it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();

  await test.step('the creator issues certificates at 100% progress, sold at MYR 49.00', async () => {
    await signUpFromBanner(creator, 'Hana Lim', `sold-cert-creator-${run}@example.test`);
    await displayedCourseWithPages(creator, {
      name: COURSE_NAME,
      code: COURSE,
      module: 'Coffee',
      pages: PAGES,
    });
    await creator.goto(`/certification/design/?course=${COURSE}`);
    await creator.getByLabel('Issue certificates for this course').check();
    await creator.getByLabel('When a learner reaches 100% progress').check();
    await creator.getByLabel('Price', { exact: true }).selectOption({ label: 'Paid' });
    await creator.getByLabel('Currency').selectOption('MYR');
    await creator.getByLabel('Amount (MYR)').fill('49.00');
    expect(await seriousViolations(creator)).toEqual([]);
    await creator.getByRole('button', { name: 'Save changes' }).click();
    await expect(creator.getByText('Your changes were saved.')).toBeVisible();
  });

  const { context, page: learner } = await enrolledLearner(browser, COURSE, {
    fullName: 'Arif Hakimi',
    email: `sold-cert-learner-${run}@example.test`,
  });

  await test.step('reading every page earns the certificate, offered for sale', async () => {
    await learner.getByRole('link', { name: PAGES[1]! }).first().click();
    await expect(learner.getByRole('heading', { name: PAGES[1]! })).toBeVisible();
    await learner.goto(`/progress/?course=${COURSE}`);
    const certificate = learner.getByRole('region', { name: 'Certificate' });
    await expect(certificate.getByText(/It costs MYR\s49\.00/)).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(learner)).toEqual([]);
    await certificate.getByRole('button', { name: /^Buy your certificate · MYR\s49\.00/ }).click();
  });

  await test.step('the learner pays, and the certificate is theirs', async () => {
    await expect(learner).toHaveURL(/\/payment\/checkout\/[0-9a-f-]{36}\/$/);
    await expect(learner.getByTestId('checkout-total')).toHaveText(/49\.00/);
    await enterCard(learner);
    await learner.getByRole('button', { name: /^Pay MYR\s49\.00/ }).click();
    await expect(learner).toHaveURL(/\/payment\/thankyou\/\?paymentTransactionId=/);
    await learner.getByRole('link', { name: 'View certificate' }).click();
    await expect(learner).toHaveURL(new RegExp(`/progress/\\?course=${COURSE}`));
    const certificate = learner.getByRole('region', { name: 'Certificate' });
    await expect(certificate.getByRole('link', { name: 'View certificate' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(certificate.getByRole('button', { name: /^Buy your certificate/ })).toHaveCount(0);
  });

  await context.close();
  await creatorContext.close();
});
