import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signUpFromBanner } from './journeys';
import { translation } from './locales';

// Issue 16: a learner buys a place in the demo's priced class in MYR with the demo coupon and FPX,
// through the local Stripe stand-in the server starts (PAYMENT_PROVIDERS=local), in Malay.
const COURSE = 'digital-marketing-foundations';
const PRICED_CLASS = 'Digital Marketing: mentored cohort';
const ms = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    translation('ms', key),
  );

/** The origin of the Stripe stand-in, read from the Stripe.js script the checkout loaded. */
const gatewayOrigin = (page: Page) =>
  page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[src*="/v3/"]')!.src).origin);

test('a learner buys a priced class in MYR with a coupon and FPX, in Malay', async ({ page }) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const run = Date.now().toString(36);
  await signUpFromBanner(page, 'Nur Aina', `buyer-${run}@example.test`);
  await page.goto(`/courses/${COURSE}/`);
  // The drawn page's menus answer once the app has taken it over.
  await expect(async () => {
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click({ timeout: 2_000 });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

  await test.step('the class is bought from its card on the landing page', async () => {
    const card = page.getByRole('article', { name: PRICED_CLASS });
    await card.getByRole('button', { name: /^Beli tempat · / }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\/[0-9a-f-]{36}\/$/);
    await expect(page.getByRole('heading', { level: 1, name: ms('payment.checkout.title') })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(/RM\s?249\.00|MYR\s249\.00/);
  });

  await test.step('a wrong coupon is refused with its reason; the demo coupon takes 20% off', async () => {
    const coupon = page.getByLabel(ms('payment.coupon.label'));
    await coupon.fill('NOT-A-COUPON');
    await page.getByRole('button', { name: ms('payment.coupon.apply'), exact: true }).click();
    await expect(page.getByText(ms('fieldReasons.payment.couponUnknown'))).toBeVisible();
    await expect(coupon).toHaveValue('NOT-A-COUPON');
    await coupon.fill('kelas20');
    await page.getByRole('button', { name: ms('payment.coupon.apply'), exact: true }).click();
    await expect(page.getByText('KELAS20')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(/199\.20/);
  });

  await test.step('FPX is chosen, and the checkout has no serious accessibility violation', async () => {
    await page.getByRole('radio', { name: new RegExp(ms('payment.methods.fpx')) }).check();
    const fields = page.frameLocator('[data-testid=payment-element] iframe');
    await fields.getByRole('combobox').selectOption({ label: 'Maybank2U' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  const origin = await gatewayOrigin(page);
  await test.step('the bank authorises, and the learner comes back to the thank-you page, enrolled', async () => {
    await page.getByRole('button', { name: /^Bayar / }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/fpx/`));
    await page.getByRole('button', { name: /Authorise|Benarkan/ }).click();
    await expect(page).toHaveURL(/\/payment\/thankyou\/\?paymentTransactionId=/);
    await expect(page.getByRole('heading', { level: 1, name: ms('payment.thankYou.title') })).toBeVisible();
    await expect(page.getByText(/199\.20/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the webhook came and changed nothing twice; the course opens', async () => {
    await expect
      .poll(async () => {
        const deliveries = (await (await page.request.get(`${origin}/__fake/deliveries`)).json()) as Array<{
          type: string;
          status: number | null;
        }>;
        return deliveries.some((each) => each.type === 'payment_intent.succeeded' && each.status === 200);
      })
      .toBe(true);
    await page.getByRole('link', { name: ms('payment.thankYou.open.course_enrolment') }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${COURSE}/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('the purchase and its receipt are listed, and the receipt downloads as a PDF', async () => {
    await page.goto('/invoices/');
    await expect(page.getByRole('heading', { level: 1, name: ms('payment.purchases.title') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: PRICED_CLASS });
    await expect(row).toContainText(ms('payment.statuses.paid'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /KL-\d{4}-\d{6}/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^KL-\d{4}-\d{6}\.pdf$/);
    const stream = await download.createReadStream();
    const head = await new Promise<string>((resolve) =>
      stream.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
    );
    expect(head).toBe('%PDF-');
    expect(await seriousViolations(page)).toEqual([]);
  });

  expect(pageErrors).toEqual([]);
});
