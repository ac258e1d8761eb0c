import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_PAGE_SIZE, type PaymentPage, type PaymentRow } from '../../../common/api/payment-admin';
import { coupons, gatewayEvents, paymentTransactions, purchaseItems } from '../../db/schema';
import { cardData, confirmInBrowser } from '../../gateway-fakes/stripe/fake-test-kit';
import { freshAgent } from '../../test/app';
import { courseAgent, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import {
  buyerCheckout,
  paymentPath,
  pricedClass,
  transactionRow as rowOf,
  setUpCommerceApp,
  startPaying,
} from './commerce-test-kit';

const queries = new QueryCounter();
const testApp = setUpCommerceApp({ onQuery: queries.onQuery });

const LIST = '/json/payment/lookup/listPayments';
const staffAgent = () => courseAgent(testApp, null, null, { isStaff: true });

/** A buyer's place in a new class (MYR 249.00), paid by card, its webhook handled: enrolled. */
async function paidPurchase() {
  const { cohort } = await pricedClass(testApp);
  const { user, agent, id } = await buyerCheckout(testApp, cohort.path);
  const { session } = await startPaying(agent, id);
  const intent = { id: session.clientSecret.split('_secret_')[0]!, client_secret: session.clientSecret };
  await confirmInBrowser(testApp.fake, intent, cardData('4242424242424242'));
  await testApp.fake.webhooksSettled();
  return { cohort, user, agent, id };
}

const transactionRow = (id: string) => rowOf(testApp, id);

/** The `charge.refunded` webhooks the app handled for the transaction. */
const refundWebhooksHandled = (id: string) =>
  testApp.database.db
    .select()
    .from(gatewayEvents)
    .where(and(eq(gatewayEvents.transactionId, id), eq(gatewayEvents.type, 'charge.refunded')));

describe('refunds by staff (issue 16)', () => {
  it('refunds in part and keeps access; Stripe’s webhook of the same total then changes nothing', async () => {
    const { cohort, user, id } = await paidPurchase();
    const staff = await staffAgent();
    const reply = await staff.post(paymentPath('update', 'refundPayment', id), {
      amount: 10_000,
      withdrawAccess: false,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      id,
      total: 24_900,
      refunded: 10_000,
      status: 'partially_refunded',
      fulfilment: 'fulfilled',
    } satisfies Partial<PaymentRow>);
    await testApp.fake.webhooksSettled();
    expect(await refundWebhooksHandled(id)).toHaveLength(1);
    expect(await transactionRow(id)).toMatchObject({
      refundedMinor: 10_000,
      status: 'partially_refunded',
      fulfilment: 'fulfilled',
      accessWithdrawn: false,
    });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({ status: 'active' });
  });

  it('refunds what is left in a second part, taking access back when chosen, and then has nothing left', async () => {
    const { cohort, user, id } = await paidPurchase();
    const staff = await staffAgent();
    const refund = (amount: number, withdrawAccess: boolean) =>
      staff.post(paymentPath('update', 'refundPayment', id), { amount, withdrawAccess });
    expect((await refund(4_900, false)).status).toBe(200);
    const rest = await refund(20_000, true);
    expect(rest.body.result).toMatchObject({ refunded: 24_900, status: 'refunded', fulfilment: 'revoked' });
    await testApp.fake.webhooksSettled();
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    expect(await transactionRow(id)).toMatchObject({ refundedMinor: 24_900, accessWithdrawn: true });
    const again = await refund(1, false);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'not_refundable',
      reasonCode: { code: 'payment.nothingLeft' },
    });
  });

  it('refunds in full at once and removes the enrolment; the webhook afterwards gives nothing back', async () => {
    const { cohort, user, id } = await paidPurchase();
    const staff = await staffAgent();
    const reply = await staff.post(paymentPath('update', 'refundPayment', id), {
      amount: 24_900,
      withdrawAccess: true,
    });
    expect(reply.body.result).toMatchObject({ status: 'refunded', fulfilment: 'revoked' });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    await testApp.fake.webhooksSettled();
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    expect(await transactionRow(id)).toMatchObject({ status: 'refunded', fulfilment: 'revoked' });
  });

  it('refunds in full and keeps access when chosen; Stripe’s full-refund webhook does not take it away', async () => {
    const { cohort, user, id } = await paidPurchase();
    const staff = await staffAgent();
    const reply = await staff.post(paymentPath('update', 'refundPayment', id), {
      amount: 24_900,
      withdrawAccess: false,
    });
    expect(reply.body.result).toMatchObject({ status: 'refunded', fulfilment: 'fulfilled' });
    await testApp.fake.webhooksSettled();
    expect(await refundWebhooksHandled(id)).toHaveLength(1);
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({ status: 'active' });
    expect(await transactionRow(id)).toMatchObject({ fulfilment: 'fulfilled', accessWithdrawn: false });
  });

  it('refuses more than is left, or nothing, by the amount field, and records nothing', async () => {
    const { id } = await paidPurchase();
    const staff = await staffAgent();
    const refund = (amount: unknown) =>
      staff.post(paymentPath('update', 'refundPayment', id), { amount, withdrawAccess: false });
    expect((await refund(10_000)).status).toBe(200);
    const tooMuch = await refund(14_901);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ fieldCodes: { amount: { code: 'payment.refundTooMuch' } } });
    for (const amount of [0, -5, 1.5, '100']) {
      const refused = await refund(amount);
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body, String(amount)).toMatchObject({
        fieldCodes: { amount: { code: 'payment.refundAmount' } },
      });
    }
    expect(await transactionRow(id)).toMatchObject({ refundedMinor: 10_000 });
  });

  it('refuses a payment not paid, and a free one (nothing was taken)', async () => {
    const staff = await staffAgent();
    const { cohort } = await pricedClass(testApp);
    const { id: open } = await buyerCheckout(testApp, cohort.path);
    const unpaid = await staff.post(paymentPath('update', 'refundPayment', open), {
      amount: 100,
      withdrawAccess: false,
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({
      error: 'not_refundable',
      reasonCode: { code: 'payment.notRefundable' },
    });

    await testApp.database.db.insert(coupons).values({ code: 'REFUNDFREE', percentOff: 100 });
    const free = await pricedClass(testApp);
    const buyer = await buyerCheckout(testApp, free.cohort.path, 'REFUNDFREE');
    await buyer.agent.post(paymentPath('update', 'startPayment', buyer.id), {});
    const nothing = await staff.post(paymentPath('update', 'refundPayment', buyer.id), {
      amount: 1,
      withdrawAccess: true,
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ reasonCode: { code: 'payment.nothingLeft' } });
    expect(await storedEnrolment(testApp, buyer.user.id, free.cohort.id)).toMatchObject({ status: 'active' });
  });

  it('answers 503 when the gateway fails, and records nothing', async () => {
    const { cohort, user, id } = await paidPurchase();
    // A payment Stripe does not know: its refund call fails.
    await testApp.database.db
      .update(paymentTransactions)
      .set({ gatewayRef: `pi_gone_${id}` })
      .where(eq(paymentTransactions.id, id));
    const staff = await staffAgent();
    const reply = await staff.post(paymentPath('update', 'refundPayment', id), {
      amount: 24_900,
      withdrawAccess: true,
    });
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({
      error: 'unavailable',
      reasonCode: { code: 'payment.gatewayUnavailable' },
    });
    expect(await transactionRow(id)).toMatchObject({
      status: 'paid',
      refundedMinor: 0,
      fulfilment: 'fulfilled',
    });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({ status: 'active' });
  });

  it('is for platform staff only', async () => {
    const { agent: buyer, id } = await paidPurchase();
    const { agent: other } = await userAgent(testApp);
    const refund = { amount: 100, withdrawAccess: false };
    expect((await buyer.post(paymentPath('update', 'refundPayment', id), refund)).status).toBe(403);
    expect((await other.get(LIST)).status).toBe(403);
    expect((await freshAgent(testApp.app).get(LIST)).status).toBe(401);
    const staff = await staffAgent();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await staff.post(paymentPath('update', 'refundPayment', unknown), refund)).status).toBe(404);
    expect(await transactionRow(id)).toMatchObject({ refundedMinor: 0 });
  });
});

describe('the payments list of the back office', () => {
  const DAY = 86_400_000;

  /**
   * `count` transactions of a buyer at `domain` from `start` (newer than the paid ones above), a
   * minute apart, the last the newest, each of one item; every other one paid.
   */
  async function transactionsAt(domain: string, count: number, start = Date.now() + DAY) {
    const { db } = testApp.database;
    const buyer = await buildUser(db, { email: `buyer@${domain}`, fullName: 'Nur Aisyah' });
    const rows = await db
      .insert(paymentTransactions)
      .values(
        Array.from({ length: count }, (_, n) => ({
          userId: buyer.id,
          itemType: 'course_enrolment',
          currency: 'SGD',
          subtotalMinor: 1_000 + n,
          totalMinor: 1_000 + n,
          status: n % 2 === 0 ? 'paid' : 'failed',
          fulfilment: n % 2 === 0 ? 'fulfilled' : 'none',
          paymentProcessor: 'stripe',
          createdAt: new Date(start + n * 60_000),
          paidAt: n % 2 === 0 ? new Date(start + n * 60_000) : null,
        })),
      )
      .returning({ id: paymentTransactions.id, total: paymentTransactions.totalMinor });
    await db.insert(purchaseItems).values(
      rows.map((row) => ({
        transactionId: row.id,
        position: 0,
        type: 'course_enrolment',
        productId: 'some-class',
        name: `Class ${row.total}`,
        unitPriceMinor: row.total,
      })),
    );
    return buyer;
  }

  it('lists the newest first, 25 a page, found by status and by the buyer’s address', async () => {
    const buyer = await transactionsAt('lister.example.test', 30);
    const staff = await staffAgent();
    const list = async (query: string) => {
      const reply = await staff.get(`${LIST}?${query}`);
      expect(reply.status, query).toBe(200);
      return reply.body.result as PaymentPage;
    };
    const first = await list('email=LISTER.example');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: PAYMENTS_PAGE_SIZE });
    expect(first.payments).toHaveLength(PAYMENTS_PAGE_SIZE);
    expect(first.payments[0]).toMatchObject({
      buyer: { name: 'Nur Aisyah', email: buyer.email },
      items: ['Class 1029'],
      currency: 'SGD',
      total: 1_029,
      refunded: 0,
      status: 'failed',
      fulfilment: 'none',
      paidAt: null,
    });
    const second = await list('email=lister.example&page=2');
    expect(second.payments.map((row) => row.total)).toEqual([1_004, 1_003, 1_002, 1_001, 1_000]);
    const paid = await list('email=lister.example&status=paid');
    expect(paid.total).toBe(15);
    expect(paid.payments.every((row) => row.status === 'paid' && row.paidAt !== null)).toBe(true);
    // The search is text, not a pattern.
    expect((await list('email=lister%25example')).total).toBe(0);
  });

  it('keeps a transaction whose buyer’s account is gone, without a buyer', async () => {
    const buyer = await transactionsAt('gone.example.test', 1, Date.now() + 30 * DAY);
    const { db } = testApp.database;
    await db
      .update(paymentTransactions)
      .set({ userId: null })
      .where(eq(paymentTransactions.userId, buyer.id));
    const staff = await staffAgent();
    const page = (await staff.get(LIST)).body.result as PaymentPage;
    expect(page.payments[0]).toMatchObject({ buyer: null, items: ['Class 1000'], status: 'paid' });
  });

  it('reads a page in the same number of queries whatever it holds', async () => {
    await transactionsAt('few.example.test', 3);
    await transactionsAt('many.example.test', PAYMENTS_PAGE_SIZE);
    const staff = await staffAgent();
    const few = await queries.least(() => staff.get(`${LIST}?email=few.example`));
    const many = await queries.least(() => staff.get(`${LIST}?email=many.example`));
    expect(many).toBe(few);
  });
});
