import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signUpFromBanner } from './journeys';

// Issue 16: a learner pays the demo's priced class (MYR 249.00) in three monthly instalments
// through the local Stripe stand-in. The second instalment is declined until the retries run out
// (the renewals run as of later days through the end-to-end controls), so the class place is
// suspended and the course page shows the access-denied modal with the suspended plan; a new card
// at /payment/update/ pays it and the course opens again.
const COURSE = 'digital-marketing-foundations';
const PRICED_CLASS = 'Digital Marketing: mentored cohort';
const DAY = 86_400_000;

/** The origin of the Stripe stand-in, read from the Stripe.js script the page loaded. */
const gatewayOrigin = (page: Page) =>
  page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[src*="/v3/"]')!.src).origin);

/** Type a card into the stand-in's Payment Element frame. */
async function enterCard(page: Page, number: string) {
  const fields = page.frameLocator('[data-testid=payment-element] iframe');
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiration date').fill(`12 / ${String(new Date().getFullYear() + 2).slice(2)}`);
  await fields.getByLabel('Security code').fill('123');
}

/** Run the renewals as of `days` from now, as the job would then. */
async function chargeAsOf(page: Page, days: number) {
  const asOf = new Date(Date.now() + days * DAY).toISOString();
  const ran = await page.request.post('/__e2e/jobs/subscription-renewals', { data: { asOf } });
  expect(ran.ok()).toBe(true);
}

test('a learner pays a class in three instalments; a declined one suspends the place until a new card pays it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const run = Date.now().toString(36);
  await signUpFromBanner(page, 'Siti Rahmah', `instalments-${run}@example.test`);
  let transactionId = '';
  let origin = '';
  let firstPage = '';

  await test.step('the checkout offers three monthly instalments; the first is due today', async () => {
    await page.goto(`/courses/${COURSE}/`);
    await page
      .getByRole('article', { name: PRICED_CLASS })
      .getByRole('button', { name: /^Buy a place · / })
      .click();
    await expect(page).toHaveURL(/\/payment\/checkout\/[0-9a-f-]{36}\/$/);
    transactionId = /checkout\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await page.getByRole('radio', { name: /^Pay in 3 monthly instalments/ }).check();
    await expect(page.getByText('Due today')).toBeVisible();
    await expect(page.getByText(/Then 2 monthly payments of MYR\s83\.00/)).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(/249\.00/);
    // A saved card pays the instalments to come: FPX is not offered.
    await expect(page.getByRole('radio', { name: /FPX/ })).toHaveCount(0);
    await enterCard(page, '4242 4242 4242 4242');
    origin = await gatewayOrigin(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Pay MYR\s83\.00/ }).click();
    await expect(page).toHaveURL(/\/payment\/thankyou\/\?paymentTransactionId=/);
    await page.getByRole('link', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${COURSE}/[^/]+/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    firstPage = new URL(page.url()).pathname + new URL(page.url()).search;
  });

  await test.step('the payments page lists the plan: one of three paid, with its receipt', async () => {
    await page.goto('/accounts/payments/');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByText('1 of 3 paid')).toBeVisible();
    const first = page.getByRole('row').filter({ hasText: '1 of 3' });
    await expect(first.getByRole('link', { name: /KL-\d{4}-\d{6}/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the saved card declines the second instalment until the place is suspended', async () => {
    const events = (await (await page.request.get(`${origin}/__fake/events`)).json()) as Array<{
      type: string;
      data: { object: { metadata?: Record<string, string>; payment_method?: string } };
    }>;
    const paid = events.find(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        event.data.object.metadata?.transaction_id === transactionId,
    );
    const declined = await page.request.post(`${origin}/__fake/card-behaviour`, {
      data: { paymentMethod: paid!.data.object.payment_method, behaviour: 'decline' },
    });
    expect(declined.ok()).toBe(true);
    // Due in a month; tried again 1, 3 and 5 days after each decline, then suspended.
    for (const days of [32, 34, 38, 44]) await chargeAsOf(page, days);
    await page.goto('/accounts/payments/');
    await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '2 of 3' })).toContainText('Overdue');
  });

  await test.step('the course page shows the suspended plan and a way to pay it', async () => {
    await page.goto(firstPage);
    const modal = page.getByRole('dialog', { name: 'Your access is paused' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(/instalment 2 of 3 \(MYR\s83\.00\) is unpaid/);
    await expect(modal.getByText('Suspended', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('link', { name: 'Update card and pay' }).click();
    await expect(page).toHaveURL(/\/payment\/update\/\?subscriptionId=/);
  });

  await test.step('a new card pays the overdue instalment and the course opens again', async () => {
    await enterCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText(/We charged MYR\s83\.00 and your place in the class is back/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(firstPage);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/accounts/payments/');
    await expect(page.getByText('2 of 3 paid')).toBeVisible();
    await expect(page.getByText(/Mastercard •••• 4444/i)).toBeVisible();
  });

  expect(pageErrors).toEqual([]);
});
