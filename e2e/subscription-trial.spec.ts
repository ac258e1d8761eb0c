import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, logInFromBanner, signUpFromBanner } from './journeys';

// Issue 16: an educator starts the educator plan's 30-day free trial through the local Stripe
// stand-in (the card saved, nothing charged), and on day 31 (the renewals run as of that day
// through the end-to-end controls) the card is charged, a receipt issued, and the plan still lets
// them create up to 100 courses where the free plan allowed 3. Staff then refund part of that charge.
const DAY = 86_400_000;

test('an educator starts a 30-day trial of the educator plan and is charged on day 31', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const run = Date.now().toString(36);
  await signUpFromBanner(page, 'Cikgu Hafiz', `educator-${run}@example.test`);

  await test.step('the free plan allows 3 courses; the pricing page offers the trial', async () => {
    await page.goto('/courses/create/');
    await expect(page.getByText('Free plan: 0 of 3 courses used.')).toBeVisible();
    await page.goto('/pricing/?period=monthly&currency=MYR');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
    await expect(page.getByText(/89\.00/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start your 30-day free trial' }).click();
  });

  await test.step('the checkout says so, charges nothing today and saves the card', async () => {
    await expect(page).toHaveURL(/\/payment\/checkout\/[0-9a-f-]{36}\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start your 30 day free trial' })).toBeVisible();
    await expect(page.getByText(/Free for 30 days, then MYR\s89\.00 a month/)).toBeVisible();
    const fields = page.frameLocator('[data-testid=payment-element] iframe');
    await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fields.getByLabel('Expiration date').fill(`12 / ${String(new Date().getFullYear() + 2).slice(2)}`);
    await fields.getByLabel('Security code').fill('123');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/payment\/thankyou\/\?paymentTransactionId=/);
    await expect(page.getByText('Your free trial has started. Nothing was charged today.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the subscription is in its trial, and the plan allows 100 courses', async () => {
    await page.getByRole('link', { name: 'Go to your subscriptions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
    await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByText(/Visa •••• 4242/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/courses/create/');
    await expect(page.getByText('Educator plan: 0 of 100 courses used.')).toBeVisible();
  });

  await test.step('day 31: the card is charged and the plan goes on, with a receipt', async () => {
    const asOf = new Date(Date.now() + 31 * DAY).toISOString();
    const ran = await page.request.post('/__e2e/jobs/subscription-renewals', { data: { asOf } });
    expect(ran.ok()).toBe(true);
    await page.goto('/accounts/subscriptions/');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.goto('/invoices/');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Educator' })
      .filter({ hasText: /89\.00/ });
    await expect(row.getByRole('link', { name: /KL-\d{4}-\d{6}/ })).toBeVisible();
    await page.goto('/courses/create/');
    await expect(page.getByText('Educator plan: 0 of 100 courses used.')).toBeVisible();
  });

  await test.step('staff refund part of the renewal; the educator keeps the plan and sees it', async () => {
    const staff = await (await browser.newContext()).newPage();
    await logInFromBanner(staff, 'staff@kelas.example', DEMO_PASSWORD);
    await staff.goto('/wasabi/payments/');
    await staff.getByLabel('Buyer’s e-mail address').fill(`educator-${run}@example.test`);
    const row = staff
      .getByRole('row')
      .filter({ hasText: /89\.00/ })
      .filter({ hasText: 'Paid' });
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Amount to refund (MYR)').fill('20.00');
    expect(await seriousViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: /^Refund / }).click();
    await expect(staff.getByText(/Refunded MYR\s20\.00 to/)).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: /89\.00/ })).toContainText('Partly refunded');
    await staff.close();
    await page.goto('/accounts/subscriptions/');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
  });

  expect(pageErrors).toEqual([]);
});
