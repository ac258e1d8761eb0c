import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserInstalmentPlan } from '../../../../common/api/instalment';
import type { PaymentTransaction } from '../../../../common/api/payment';
import {
  coupons,
  courses,
  enrolments,
  invoices,
  mailOutbox,
  paymentTransactions,
  subscriptions,
} from '../../../db/schema';
import type { TestAgent } from '../../../test/app';
import { courseAgent } from '../../../test/course-fixtures';
import { QueryCounter } from '../../../test/query-counter';
import {
  buyerCheckout,
  type CommerceTestApp,
  paymentPath,
  payWithCard,
  pricedClass,
  runRenewals,
  setUpCommerceApp,
  startPaying,
  transactionRow,
} from '../commerce-test-kit';

const queries = new QueryCounter();
const testApp = setUpCommerceApp({ onQuery: queries.onQuery });
const DAY = 86_400_000;
const PLANS = '/json/instalmentplan/lookup/listUserInstalmentPlans';

/** A priced class (MYR 250.00) of a course whose classes may be paid in three monthly parts. */
async function classInThreeParts(app: CommerceTestApp) {
  const built = await pricedClass(app, { coursePriceMinor: 25_000 });
  await app.database.db.update(courses).set({ instalmentParts: 3 }).where(eq(courses.id, built.course.id));
  return built;
}

const choose = (agent: TestAgent, id: string, instalmentPlan: number | null) =>
  agent.post(paymentPath('update', 'selectInstalmentPlan', id), { instalmentPlan });

/** A buyer who chose three parts and paid the first with `card`, back from the gateway. */
async function buyInThreeParts(card = '4242424242424242') {
  const { course, cohort } = await classInThreeParts(testApp);
  const checkout = await buyerCheckout(testApp, cohort.path);
  // As the checkout page does: the card form is ready for the whole price before the plan is chosen.
  await checkout.agent.post(paymentPath('update', 'preparePayment', checkout.id), {
    paymentMethod: 'credit-card',
  });
  expect((await choose(checkout.agent, checkout.id, 3)).status).toBe(200);
  const { session } = await startPaying(checkout.agent, checkout.id);
  expect((await payWithCard(testApp, session.clientSecret, card)).body.status).toBe('succeeded');
  await checkout.agent.post(paymentPath('update', 'confirmPayment', checkout.id), {});
  await testApp.fake.webhooksSettled();
  return { ...checkout, course, cohort };
}

async function planOf(userId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row!;
}

async function placeOf(userId: string, cohortId: string) {
  const [row] = await testApp.database.db
    .select({ status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.cohortId, cohortId)));
  return row?.status ?? null;
}

const charge = (at: Date) => runRenewals(testApp, at);

const readPage = (agent: TestAgent, coursePath: string) =>
  agent.get(`/json/course/read/getPage/${coursePath}?pagePath=first`);

const myPlans = async (agent: TestAgent) =>
  ((await agent.get(PLANS)).body.result as { instalmentPlans: UserInstalmentPlan[] }).instalmentPlans;

describe('paying a class in instalments', () => {
  it('offers the course’s plan at the checkout and prices the first part as what is paid now', async () => {
    const { cohort } = await classInThreeParts(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const read = async () =>
      (await agent.get(paymentPath('read', 'getCheckout', id))).body.result as PaymentTransaction;
    expect(await read()).toMatchObject({
      total: 25_000,
      price: 25_000,
      isInstalmentPayment: false,
      selectedInstalmentPlan: null,
      instalmentPlans: [{ parts: 3, amounts: [8334, 8333, 8333] }],
    });
    const chosen = (await choose(agent, id, 3)).body.result as PaymentTransaction;
    expect(chosen).toMatchObject({
      total: 8334,
      price: 25_000,
      isInstalmentPayment: true,
      selectedInstalmentPlan: 3,
    });
    // A saved card pays the later parts: FPX cannot.
    expect(chosen.paymentMethods).toEqual(['credit-card']);
    const refused = await choose(agent, id, 4);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ reasonCode: { code: 'payment.instalmentsUnavailable' } });
    expect(((await choose(agent, id, null)).body.result as PaymentTransaction).total).toBe(25_000);
  });

  it('offers nothing for a course without a plan, and refuses a plan asked for anyway', async () => {
    const { cohort } = await pricedClass(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const checkout = (await agent.get(paymentPath('read', 'getCheckout', id))).body
      .result as PaymentTransaction;
    expect(checkout.instalmentPlans).toEqual([]);
    expect((await choose(agent, id, 3)).status).toBe(400);
  });

  it('does not change the plan while the payment runs', async () => {
    const { cohort } = await classInThreeParts(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    await choose(agent, id, 3);
    await startPaying(agent, id);
    const refused = await choose(agent, id, null);
    expect(refused.body.error).toBe('payment_processing');
    expect((await transactionRow(testApp, id)).totalMinor).toBe(8334);
  });

  it('enrols on the first part, charges the next parts monthly on the saved card, and ends when paid', async () => {
    const { user, agent, cohort, course, id } = await buyInThreeParts();
    expect(await placeOf(user.id, cohort.id)).toBe('active');
    const plan = await planOf(user.id);
    expect(plan).toMatchObject({
      kind: 'instalment',
      status: 'active',
      parts: 3,
      partsPaid: 1,
      priceMinor: 8333,
    });
    expect(plan.startedBy).toBe(id);
    expect((await myPlans(agent))[0]).toMatchObject({
      course: { path: course.path },
      total: 25_000,
      partsPaid: 1,
      card: { last4: '4242' },
      paymentInvoices: [
        { part: 1, amount: 8334, status: 'paid' },
        { part: 2, amount: 8333, status: 'upcoming', dueAt: plan.currentPeriodEnd.toISOString() },
        { part: 3, amount: 8333, status: 'upcoming' },
      ],
    });
    await charge(new Date(plan.currentPeriodEnd.getTime() - 60_000));
    expect((await planOf(user.id)).partsPaid).toBe(1);
    const second = new Date(plan.currentPeriodEnd.getTime() + 60_000);
    await charge(second);
    await charge(second);
    const afterSecond = await planOf(user.id);
    expect(afterSecond).toMatchObject({ status: 'active', partsPaid: 2 });
    await charge(new Date(afterSecond.currentPeriodEnd.getTime() + 60_000));
    expect(await planOf(user.id)).toMatchObject({ status: 'completed', partsPaid: 3, nextChargeAt: null });
    await charge(new Date(afterSecond.currentPeriodEnd.getTime() + 40 * DAY));
    await testApp.fake.webhooksSettled();
    const paid = await testApp.database.db
      .select({ total: paymentTransactions.totalMinor, receipt: invoices.number })
      .from(paymentTransactions)
      .leftJoin(invoices, eq(invoices.transactionId, paymentTransactions.id))
      .where(eq(paymentTransactions.userId, user.id))
      .orderBy(asc(paymentTransactions.createdAt));
    expect(paid.map((row) => row.total)).toEqual([8334, 8333, 8333]);
    expect(paid.every((row) => row.receipt !== null)).toBe(true);
    expect((await myPlans(agent))[0]!.paymentInvoices.map((invoice) => invoice.status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    expect((await readPage(agent, course.path)).status).toBe(200);
  });

  it('suspends the place after a part is declined four times; a new card pays it and gives the place back', async () => {
    const { user, agent, cohort, course } = await buyInThreeParts();
    const plan = await planOf(user.id);
    testApp.fake.setCardBehaviour(plan.paymentMethod!, 'decline');
    let at = new Date(plan.currentPeriodEnd.getTime() + 60_000);
    await charge(at);
    expect(await planOf(user.id)).toMatchObject({ status: 'past_due', failedCharges: 1 });
    expect((await myPlans(agent))[0]!.paymentInvoices[1]).toMatchObject({ part: 2, status: 'overdue' });
    expect(await placeOf(user.id, cohort.id)).toBe('active');
    for (const days of [1, 3, 5]) {
      at = new Date(at.getTime() + days * DAY + 60_000);
      await charge(at);
    }
    expect(await planOf(user.id)).toMatchObject({
      status: 'suspended',
      failedCharges: 4,
      nextChargeAt: null,
    });
    expect(await placeOf(user.id, cohort.id)).toBe('suspended');
    const refused = await readPage(agent, course.path);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'course_access_denied',
      reasonCode: { code: 'refusal.enrolmentSuspended' },
    });
    const mail = await testApp.database.db
      .select({ template: mailOutbox.templateKey, text: mailOutbox.bodyText })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(asc(mailOutbox.createdAt));
    const billing = mail.filter((row) => row.template.startsWith('instalment_'));
    expect(billing.map((row) => row.template)).toEqual([
      'instalment_declined',
      'instalment_declined',
      'instalment_declined',
      'instalment_suspended',
    ]);
    expect(billing[3]!.text).toContain(`/payment/update/?subscriptionId=${plan.id}`);

    const update = (method: string, body: object = {}) =>
      agent.post(`/json/userSubscriptionPlan/update/${method}/${plan.id}`, body);
    const session = (await update('prepareCardUpdate')).body.result as { clientSecret: string };
    expect((await payWithCard(testApp, session.clientSecret, '5555555555554444')).body.status).toBe(
      'succeeded',
    );
    const updated = await update('confirmCardUpdate', {
      setupIntentId: session.clientSecret.split('_secret_')[0],
    });
    expect(updated.body.result).toMatchObject({
      renewal: { outcome: 'paid' },
      subscription: { kind: 'instalment', status: 'active', card: { last4: '4444' } },
    });
    expect(await placeOf(user.id, cohort.id)).toBe('active');
    expect(await planOf(user.id)).toMatchObject({ partsPaid: 2, failedCharges: 0 });
    expect((await readPage(agent, course.path)).status).toBe(200);
  });

  it('splits the price after a coupon, and keeps the choice when the coupon changes', async () => {
    const { cohort } = await classInThreeParts(testApp);
    await testApp.database.db.insert(coupons).values({ code: 'HALF-INSTAL', percentOff: 50 });
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    await choose(agent, id, 3);
    const applied = await agent.post(paymentPath('update', 'applyCoupon', id), { couponCode: 'half-instal' });
    expect(applied.body.result).toMatchObject({
      price: 12_500,
      total: 4168,
      selectedInstalmentPlan: 3,
      instalmentPlans: [{ parts: 3, amounts: [4168, 4166, 4166] }],
    });
    const removed = await agent.post(paymentPath('update', 'removeCoupon', id), {});
    expect(removed.body.result).toMatchObject({ price: 25_000, total: 8334, selectedInstalmentPlan: 3 });
  });

  it('ends the plan when staff refund its first part and take the place back', async () => {
    const { user, agent, cohort, course, id } = await buyInThreeParts();
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    const refunded = await staff.post(paymentPath('update', 'refundPayment', id), {
      amount: 8334,
      withdrawAccess: true,
    });
    expect(refunded.status).toBe(200);
    await testApp.fake.webhooksSettled();
    const plan = await planOf(user.id);
    expect(plan).toMatchObject({ status: 'cancelled', nextChargeAt: null });
    expect(await placeOf(user.id, cohort.id)).toBeNull();
    await charge(new Date(plan.currentPeriodEnd.getTime() + 60_000));
    expect((await planOf(user.id)).partsPaid).toBe(1);
    expect((await readPage(agent, course.path)).status).toBe(403);
    expect((await myPlans(agent))[0]!.paymentInvoices.map((invoice) => invoice.status)).toEqual(['refunded']);
  });

  it('is not a plan to cancel or change: it ends when its last part is paid', async () => {
    const { user, agent } = await buyInThreeParts();
    const plan = await planOf(user.id);
    for (const method of ['cancelAtPeriodEnd', 'cancelPlanChange']) {
      const refused = await agent.post(`/json/userSubscriptionPlan/update/${method}/${plan.id}`, {});
      expect(refused.body).toMatchObject({ reasonCode: { code: 'payment.instalmentPlanOwed' } });
    }
    const preview = await agent.get(
      `/json/userSubscriptionPlan/read/previewPlanChange/${plan.id}?billingPeriod=yearly`,
    );
    expect(preview.body).toMatchObject({ reasonCode: { code: 'payment.instalmentPlanOwed' } });
  });

  it('lists a buyer’s plans in one query however many they have, and only theirs', async () => {
    const first = await buyInThreeParts();
    const one = await queries.least(() => first.agent.get(PLANS));
    const { cohort } = await classInThreeParts(testApp);
    const second = await first.agent.post('/json/payment/create', {
      items: [{ type: 'course_enrolment', productID: cohort.path }],
    });
    const id = (second.body.result as { paymentTransactionId: string }).paymentTransactionId;
    await choose(first.agent, id, 3);
    const { session } = await startPaying(first.agent, id);
    await payWithCard(testApp, session.clientSecret);
    await first.agent.post(paymentPath('update', 'confirmPayment', id), {});
    await testApp.fake.webhooksSettled();
    expect(await myPlans(first.agent)).toHaveLength(2);
    expect(await queries.least(() => first.agent.get(PLANS))).toBe(one);
    const other = await buyInThreeParts();
    expect((await myPlans(other.agent)).map((plan) => plan.id)).toEqual([(await planOf(other.user.id)).id]);
  });
});
