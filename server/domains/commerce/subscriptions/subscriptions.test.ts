import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '../../../../common/api/payment';
import type { UserSubscription } from '../../../../common/api/subscription';
import { invoices, mailOutbox, paymentTransactions, subscriptions, users } from '../../../db/schema';
import { userAgent } from '../../../test/course-fixtures';
import { QueryCounter } from '../../../test/query-counter';
import {
  CHECKOUT,
  type CommerceTestApp,
  paymentPath,
  payWithCard,
  runRenewals,
  setUpCommerceApp,
  startPaying,
  transactionRow,
} from '../commerce-test-kit';

const queries = new QueryCounter();
const testApp = setUpCommerceApp({ onQuery: queries.onQuery });
const DAY = 86_400_000;

const LIST_MINE = '/json/userSubscriptionPlan/lookup/listMySubscriptions';
const PLANS = '/json/subscriptionPlan/lookup/listPlans';

/** A new educator's checkout of the educator plan, paid in `currency`. */
async function planCheckout(app: CommerceTestApp, productID = 'educator:monthly', currency = 'MYR') {
  const { user, agent } = await userAgent(app);
  const reply = await agent.post(CHECKOUT, { items: [{ type: 'subscription_plan', productID }], currency });
  if (reply.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(reply.body)}`);
  return { user, agent, id: (reply.body.result as { paymentTransactionId: string }).paymentTransactionId };
}

/** Save `card` through the trial's SetupIntent as the Payment Element does, then come back. */
async function startTrial(card = '4242424242424242') {
  const checkout = await planCheckout(testApp);
  const { session } = await startPaying(checkout.agent, checkout.id);
  const saved = await payWithCard(testApp, (session as { clientSecret: string }).clientSecret, card);
  expect(saved.body.status).toBe('succeeded');
  await checkout.agent.post(paymentPath('update', 'confirmPayment', checkout.id), {});
  await testApp.fake.webhooksSettled();
  return checkout;
}

async function subscriptionOf(userId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row!;
}

async function planOf(userId: string) {
  const [row] = await testApp.database.db
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, userId));
  return row!.plan;
}

const renew = (at: Date) => runRenewals(testApp, at);

/** The billing mail `email` was sent, oldest first. */
const billingMailTo = (email: string) =>
  testApp.database.db
    .select({ template: mailOutbox.templateKey, text: mailOutbox.bodyText })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.createdAt))
    .then((rows) =>
      rows.filter((row) =>
        ['trial_ending', 'payment_declined', 'subscription_suspended'].includes(row.template),
      ),
    );

describe('the educator plan and its 30-day trial', () => {
  it('offers the plan with its prices, trial and the visitor’s currency', async () => {
    const { agent } = await userAgent(testApp);
    const reply = await agent.get(`${PLANS}?kind=educator`);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      plans: [{ planId: 'educator', trialDays: 30, courseLimit: 100, prices: { monthly: { MYR: 8900 } } }],
      trialAvailable: true,
      current: null,
    });
  });

  it('prices a first subscriber’s checkout as a trial: nothing now, the renewal price stated', async () => {
    const { agent, id } = await planCheckout(testApp);
    const reply = await agent.get(paymentPath('read', 'getCheckout', id));
    const checkout = reply.body.result as PaymentTransaction;
    expect(checkout).toMatchObject({
      currency: 'MYR',
      total: 0,
      isTrial: true,
      itemType: 'subscription_plan',
      paymentMethods: ['credit-card'],
      purchaseItems: [
        {
          productID: 'educator:monthly',
          price: 0,
          data: {
            name: 'Educator',
            isTrial: true,
            trialDays: 30,
            renewalPrice: 8900,
            billingPeriod: 'monthly',
          },
        },
      ],
    });
    const session = await agent.post(paymentPath('update', 'preparePayment', id), {
      paymentMethod: 'credit-card',
    });
    expect(session.body.result).toMatchObject({
      intentKind: 'setup',
      clientSecret: expect.stringMatching(/^seti_/),
    });
    const fpx = await agent.post(paymentPath('update', 'preparePayment', id), { paymentMethod: 'fpx' });
    expect(fpx.body.error).toBe('invalid_input');
  });

  it('starts the trial when the card is saved: the plan granted, charged nothing, no receipt', async () => {
    const { user, id } = await startTrial();
    const subscription = await subscriptionOf(user.id);
    expect(subscription).toMatchObject({
      status: 'trialing',
      planId: 'educator',
      currency: 'MYR',
      priceMinor: 8900,
    });
    expect(subscription.trialEndsAt!.getTime() - subscription.createdAt.getTime()).toBeGreaterThan(
      29.9 * DAY,
    );
    expect(subscription.nextChargeAt).toEqual(subscription.trialEndsAt);
    expect(subscription.paymentMethod).toMatch(/^pm_/);
    expect(subscription.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(await planOf(user.id)).toBe('educator');
    expect((await transactionRow(testApp, id)).status).toBe('paid');
    expect(await testApp.database.db.select().from(invoices).where(eq(invoices.transactionId, id))).toEqual(
      [],
    );
    expect(testApp.fake.events().filter((event) => event.type === 'payment_intent.succeeded')).toHaveLength(
      0,
    );
  });

  it('refuses a second subscription of the kind, and a second trial', async () => {
    const { agent } = await startTrial();
    const again = await agent.post(CHECKOUT, {
      items: [{ type: 'subscription_plan', productID: 'educator:yearly' }],
    });
    expect(again.body).toMatchObject({ error: 'not_for_sale', reasonCode: { code: 'payment.alreadyOwned' } });
  });

  it('charges the saved card on day 31 and renews month by month; nothing is charged twice', async () => {
    const { user, agent } = await startTrial();
    const trial = await subscriptionOf(user.id);
    await renew(new Date(trial.trialEndsAt!.getTime() - 60_000));
    expect((await subscriptionOf(user.id)).status).toBe('trialing');
    const day31 = new Date(trial.trialEndsAt!.getTime() + 60_000);
    await renew(day31);
    await renew(day31);
    const renewed = await subscriptionOf(user.id);
    expect(renewed).toMatchObject({ status: 'active', failedCharges: 0, renewalTransactionId: null });
    expect(renewed.currentPeriodStart).toEqual(trial.trialEndsAt);
    expect(renewed.nextChargeAt).toEqual(renewed.currentPeriodEnd);
    const mine = (await agent.get(LIST_MINE)).body.result as { subscriptions: UserSubscription[] };
    expect(mine.subscriptions).toMatchObject([{ status: 'active', price: 8900, card: { last4: '4242' } }]);
    const charges = testApp.fake
      .events()
      .filter((event) => event.type === 'payment_intent.succeeded')
      .filter((event) => (event.data.object as { customer: string }).customer === renewed.gatewayCustomer);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.data.object).toMatchObject({ amount: 8900, currency: 'myr' });
    await testApp.fake.webhooksSettled();
    const receipts = await testApp.database.db
      .select({ number: invoices.number })
      .from(invoices)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoices.transactionId))
      .where(eq(paymentTransactions.userId, user.id));
    expect(receipts).toHaveLength(1);
  });

  it('retries a declined renewal after 1, 3 and 5 days, then suspends; paying it restores the plan', async () => {
    // 4000…0341 is saved, and declines every charge made later.
    const { user, agent } = await startTrial('4000000000000341');
    const trial = await subscriptionOf(user.id);
    // Three days before the trial ends, and again the day after: one reminder.
    await renew(new Date(trial.trialEndsAt!.getTime() - 2.5 * DAY));
    await renew(new Date(trial.trialEndsAt!.getTime() - 1.5 * DAY));
    expect((await billingMailTo(user.email)).map((mail) => mail.template)).toEqual(['trial_ending']);
    let at = new Date(trial.trialEndsAt!.getTime() + 1000);
    await renew(at);
    let row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ status: 'past_due', failedCharges: 1 });
    expect(row.nextChargeAt!.getTime() - at.getTime()).toBe(DAY);
    expect(await planOf(user.id)).toBe('educator');
    const renewal = row.renewalTransactionId!;
    expect(await transactionRow(testApp, renewal)).toMatchObject({
      status: 'failed',
      errorMessage: expect.any(String),
    });
    for (const wait of [1, 3, 5]) {
      at = new Date(at.getTime() + wait * DAY + 1000);
      await renew(at);
    }
    row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ status: 'suspended', failedCharges: 4, nextChargeAt: null });
    // Told of the trial's end once, of each declined try with its retry, then of the suspension.
    const mails = await billingMailTo(user.email);
    expect(mails.map((mail) => mail.template)).toEqual([
      'trial_ending',
      'payment_declined',
      'payment_declined',
      'payment_declined',
      'subscription_suspended',
    ]);
    expect(mails[1]!.text).toContain('MYR');
    expect(mails[1]!.text).toContain(`/payment/update/?subscriptionId=${row.id}`);
    expect(await planOf(user.id)).toBe('free');
    expect(row.renewalTransactionId).toBe(renewal);

    // The subscriber pays the overdue renewal at its checkout with another card.
    const { session } = await startPaying(agent, renewal);
    expect((await payWithCard(testApp, (session as { clientSecret: string }).clientSecret)).body.status).toBe(
      'succeeded',
    );
    await agent.post(paymentPath('update', 'confirmPayment', renewal), {});
    await testApp.fake.webhooksSettled();
    row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ status: 'active', failedCharges: 0 });
    expect(row.paymentMethod).not.toBe(trial.paymentMethod);
    expect(await planOf(user.id)).toBe('educator');
  });

  it('cancels at the trial’s end without charging, and resumes before it', async () => {
    const { user, agent } = await startTrial();
    const { id } = await subscriptionOf(user.id);
    const cancelled = await agent.post(`/json/userSubscriptionPlan/update/cancelAtPeriodEnd/${id}`, {});
    expect(cancelled.body.result).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
    const resumed = await agent.post(`/json/userSubscriptionPlan/update/resume/${id}`, {});
    expect(resumed.body.result).toMatchObject({ cancelAtPeriodEnd: false });
    await agent.post(`/json/userSubscriptionPlan/update/cancelAtPeriodEnd/${id}`, {});
    const row = await subscriptionOf(user.id);
    // Nobody who cancelled is reminded that a charge is coming.
    await renew(new Date(row.trialEndsAt!.getTime() - 2 * DAY));
    expect(await billingMailTo(user.email)).toEqual([]);
    await renew(new Date(row.trialEndsAt!.getTime() + 1000));
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'cancelled', renewalTransactionId: null });
    expect(await planOf(user.id)).toBe('free');
    const again = await agent.post(`/json/userSubscriptionPlan/update/resume/${id}`, {});
    expect(again.body).toMatchObject({ reasonCode: { code: 'payment.subscriptionEnded' } });
    // A second checkout is no longer a trial.
    const next = await agent.post(CHECKOUT, {
      items: [{ type: 'subscription_plan', productID: 'educator:monthly' }],
      currency: 'USD',
    });
    const checkout = await agent.get(
      paymentPath(
        'read',
        'getCheckout',
        (next.body.result as { paymentTransactionId: string }).paymentTransactionId,
      ),
    );
    expect(checkout.body.result).toMatchObject({ isTrial: false, total: 1900, currency: 'USD' });
  });

  it('shows a subscription to its owner alone', async () => {
    const { user } = await startTrial();
    const { id } = await subscriptionOf(user.id);
    const { agent: stranger } = await userAgent(testApp);
    const reply = await stranger.post(`/json/userSubscriptionPlan/update/cancelAtPeriodEnd/${id}`, {});
    expect(reply.status).toBe(404);
    expect((await stranger.get(LIST_MINE)).body.result).toEqual({ subscriptions: [] });
  });

  it('takes a new card at /payment/update/: an overdue renewal is charged on it and the plan comes back', async () => {
    const { user, agent } = await startTrial('4000000000000341');
    const trial = await subscriptionOf(user.id);
    let at = new Date(trial.trialEndsAt!.getTime() + 1000);
    for (const wait of [0, 1, 3, 5]) {
      at = new Date(at.getTime() + wait * DAY + 1000);
      await renew(at);
    }
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'suspended' });
    const update = (method: string, body: object = {}) =>
      agent.post(`/json/userSubscriptionPlan/update/${method}/${trial.id}`, body);

    // A SetupIntent the browser did not confirm, or another subscription's, changes nothing.
    const unconfirmed = (await update('prepareCardUpdate')).body.result as { clientSecret: string };
    const refused = await update('confirmCardUpdate', {
      setupIntentId: unconfirmed.clientSecret.split('_secret_')[0],
    });
    expect(refused.body).toMatchObject({
      error: 'invalid_input',
      reasonCode: { code: 'payment.cardNotSaved' },
    });
    const other = await startTrial();
    const othersSession = await other.agent.post(
      `/json/userSubscriptionPlan/update/prepareCardUpdate/${(await subscriptionOf(other.user.id)).id}`,
      {},
    );
    const othersSecret = (othersSession.body.result as { clientSecret: string }).clientSecret;
    await payWithCard(testApp, othersSecret);
    const forged = await update('confirmCardUpdate', { setupIntentId: othersSecret.split('_secret_')[0] });
    expect(forged.body.error).toBe('invalid_input');

    const session = (await update('prepareCardUpdate')).body.result as {
      clientSecret: string;
      intentKind: string;
    };
    expect(session.intentKind).toBe('setup');
    expect((await payWithCard(testApp, session.clientSecret, '5555555555554444')).body.status).toBe(
      'succeeded',
    );
    const updated = await update('confirmCardUpdate', {
      setupIntentId: session.clientSecret.split('_secret_')[0],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({
      renewal: { outcome: 'paid' },
      subscription: { status: 'active', card: { brand: 'mastercard', last4: '4444' }, failedCharges: 0 },
    });
    expect(await planOf(user.id)).toBe('educator');
    const { agent: stranger } = await userAgent(testApp);
    const theirs = await stranger.post(`/json/userSubscriptionPlan/update/prepareCardUpdate/${trial.id}`, {});
    expect(theirs.status).toBe(404);
  });

  it('takes a new card from Stripe’s webhook when the subscriber closed the page before coming back, charging nothing', async () => {
    const { user, agent } = await startTrial('4000000000000341');
    const trial = await subscriptionOf(user.id);
    let at = new Date(trial.trialEndsAt!.getTime() + 1000);
    for (const wait of [0, 1, 3, 5]) {
      at = new Date(at.getTime() + wait * DAY + 1000);
      await renew(at);
    }
    expect(await planOf(user.id)).toBe('free');
    const session = await agent.post(`/json/userSubscriptionPlan/update/prepareCardUpdate/${trial.id}`, {});
    await payWithCard(
      testApp,
      (session.body.result as { clientSecret: string }).clientSecret,
      '5555555555554444',
    );
    await testApp.fake.webhooksSettled();
    // The card is the subscription's; what is overdue waits for the subscriber (nothing charged unseen).
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'suspended', card: { last4: '4444' } });
    expect(await planOf(user.id)).toBe('free');
  });

  it('moves a paid month to a year now, charged less the unused part of the month; back to monthly at the year’s end', async () => {
    const { user, agent } = await startTrial();
    const trial = await subscriptionOf(user.id);
    const day31 = new Date(trial.trialEndsAt!.getTime() + 1000);
    await renew(day31);
    const month = await subscriptionOf(user.id);
    const path = (verb: string, method: string) => `/json/userSubscriptionPlan/${verb}/${method}/${month.id}`;
    const same = await agent.get(`${path('read', 'previewPlanChange')}?billingPeriod=monthly`);
    expect(same.body).toMatchObject({ error: 'invalid_input', reasonCode: { code: 'payment.samePeriod' } });
    const preview = await agent.get(`${path('read', 'previewPlanChange')}?billingPeriod=yearly`);
    const { credit, charge } = preview.body.result as { credit: number; charge: number };
    expect(preview.body.result).toMatchObject({ when: 'now', price: 89_000, currency: 'MYR' });
    // Nearly all the month is left (it began on day 31, moments ago).
    expect(credit).toBeGreaterThan(8800);
    expect(charge).toBe(89_000 - credit);

    const changed = await agent.post(path('update', 'changePlan'), { billingPeriod: 'yearly' });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      outcome: 'changed',
      subscription: { billingPeriod: 'yearly', price: 89_000 },
    });
    const year = await subscriptionOf(user.id);
    expect(year.currentPeriodEnd.getTime() - year.currentPeriodStart.getTime()).toBeGreaterThan(364 * DAY);
    const yearlyCharge = testApp.fake
      .events()
      .filter((event) => event.type === 'payment_intent.succeeded')
      .map((event) => event.data.object as { amount: number; customer: string })
      .filter((intent) => intent.customer === year.gatewayCustomer);
    expect(yearlyCharge.map((intent) => intent.amount)).toEqual([8900, charge]);

    const back = await agent.post(path('update', 'changePlan'), { billingPeriod: 'monthly' });
    expect(back.body.result).toMatchObject({
      outcome: 'scheduled',
      subscription: { billingPeriod: 'yearly', pendingChange: { billingPeriod: 'monthly', price: 8900 } },
    });
    // Changed their mind, then again: the switch waits once more.
    const kept = await agent.post(path('update', 'cancelPlanChange'), {});
    expect(kept.body.result).toMatchObject({ billingPeriod: 'yearly', pendingChange: null });
    await agent.post(path('update', 'changePlan'), { billingPeriod: 'monthly' });
    await renew(new Date(year.currentPeriodEnd.getTime() + 1000));
    expect(await subscriptionOf(user.id)).toMatchObject({
      billingPeriod: 'monthly',
      priceMinor: 8900,
      pendingChange: null,
      status: 'active',
    });
  });

  it('leaves the plan as it was when the prorated charge is declined', async () => {
    const { user, agent } = await startTrial('4000000000000341');
    const trial = await subscriptionOf(user.id);
    // Still in the trial the change is free and made at once, whatever the card.
    const free = await agent.post(`/json/userSubscriptionPlan/update/changePlan/${trial.id}`, {
      billingPeriod: 'yearly',
    });
    expect(free.body.result).toMatchObject({
      outcome: 'changed',
      subscription: { status: 'trialing', billingPeriod: 'yearly' },
    });
    expect((await subscriptionOf(user.id)).trialEndsAt).toEqual(trial.trialEndsAt);
    await testApp.database.db
      .update(subscriptions)
      .set({ status: 'active', billingPeriod: 'monthly', priceMinor: 8900 })
      .where(eq(subscriptions.id, trial.id));
    const declined = await agent.post(`/json/userSubscriptionPlan/update/changePlan/${trial.id}`, {
      billingPeriod: 'yearly',
    });
    expect(declined.body.result).toMatchObject({
      outcome: 'declined',
      message: expect.any(String),
      subscription: { billingPeriod: 'monthly' },
    });
  });

  it('lists a subscriber’s subscriptions, and the plans, in the same queries however many there are', async () => {
    const { user, agent } = await startTrial();
    const listed = await queries.least(() => agent.get(LIST_MINE));
    const offered = await queries.least(() => agent.get(`${PLANS}?kind=educator`));
    const ended = { ...(await subscriptionOf(user.id)) };
    for (let i = 0; i < 4; i += 1) {
      const { id: _id, ...copy } = ended;
      await testApp.database.db
        .insert(subscriptions)
        .values({ ...copy, status: 'cancelled', kind: 'educator' });
    }
    expect(
      ((await agent.get(LIST_MINE)).body.result as { subscriptions: unknown[] }).subscriptions,
    ).toHaveLength(5);
    expect(await queries.least(() => agent.get(LIST_MINE))).toBe(listed);
    expect(await queries.least(() => agent.get(`${PLANS}?kind=educator`))).toBe(offered);
  });
});
