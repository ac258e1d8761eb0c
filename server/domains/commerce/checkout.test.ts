import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '../../../common/api/payment';
import { coupons, enrolments, gatewayEvents, paymentTransactions } from '../../db/schema';
import { cardData, confirmInBrowser, KEYS } from '../../gateway-fakes/stripe/fake-test-kit';
import { storedEnrolment, userAgent } from '../../test/course-fixtures';
import {
  buyerCheckout,
  CHECKOUT,
  intentOf,
  paymentPath,
  payWithCard,
  pricedClass,
  transactionRow as rowOf,
  setUpCommerceApp,
  startPaying,
} from './commerce-test-kit';
import { STRIPE_WEBHOOK_PATH } from './webhook-paths';

const testApp = setUpCommerceApp();

const transactionRow = (id: string) => rowOf(testApp, id);

async function enrolmentCount(cohortId: string, userId: string) {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.cohortId, cohortId), eq(enrolments.userId, userId)));
  return row!.n;
}

describe('buying a place in a priced class', () => {
  it('prices the checkout on the server, in the class’s currency, with its methods (spec §9)', async () => {
    const { cohort } = await pricedClass(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const reply = await agent.get(paymentPath('read', 'getCheckout', id));
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      currency: 'MYR',
      subtotal: 24_900,
      total: 24_900,
      itemType: 'course_enrolment',
      paymentProcessor: 'stripe',
      fpxEnabled: true,
      paymentMethods: ['credit-card', 'fpx'],
      status: 'open',
      purchaseItems: [{ type: 'course_enrolment', productID: cohort.path, price: 24_900, quantity: 1 }],
    });
  });

  it('never takes a price from the browser, and refuses what is not for sale', async () => {
    const { cohort } = await pricedClass(testApp);
    const { agent } = await userAgent(testApp);
    const forged = await agent.post(CHECKOUT, {
      items: [{ type: 'course_enrolment', productID: cohort.path, price: 1, priceAUD: 1 }],
    });
    const id = (forged.body.result as { paymentTransactionId: string }).paymentTransactionId;
    expect((await transactionRow(id)).totalMinor).toBe(24_900);
    const { cohort: free } = await pricedClass(testApp, { coursePriceMinor: 0, studentPriceMinor: 0 });
    const refused = await agent.post(CHECKOUT, {
      items: [{ type: 'course_enrolment', productID: free.path }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'not_for_sale', reasonCode: { code: 'payment.notForSale' } });
    const unknown = await agent.post(CHECKOUT, {
      items: [{ type: 'course_enrolment', productID: 'no-such-class' }],
    });
    expect(unknown.body.error).toBe('not_for_sale');
    const nothing = await agent.post(CHECKOUT, { items: [] });
    expect(nothing.status).toBe(400);
  });

  it('pays by card and enrols once when the webhook comes; the return and the webhook change nothing twice', async () => {
    const { cohort } = await pricedClass(testApp);
    const { user, agent, id } = await buyerCheckout(testApp, cohort.path);
    const { session, started } = await startPaying(agent, id);
    expect((started.body.result as PaymentTransaction).status).toBe('processing');
    const paid = await confirmInBrowser(
      testApp.fake,
      intentOf(session.clientSecret),
      cardData('4242424242424242'),
    );
    expect(paid.body.status).toBe('succeeded');
    await testApp.fake.webhooksSettled();
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({
      status: 'active',
      source: 'payment',
    });
    // The buyer's return asks Stripe as well: the same outcome, nothing given twice.
    const back = await agent.post(paymentPath('update', 'confirmPayment', id), {});
    expect(back.body.result).toMatchObject({ status: 'paid', fulfilment: 'fulfilled' });
    const succeeded = testApp.fake.events().find((event) => event.type === 'payment_intent.succeeded')!;
    await testApp.fake.redeliver(succeeded.id);
    expect(await enrolmentCount(cohort.id, user.id)).toBe(1);
    const thanks = await agent.get(paymentPath('read', 'getThankYou', id));
    expect(thanks.body.result).toMatchObject({
      destinations: [{ type: 'course_enrolment', path: expect.stringMatching(/^\/courses\/.+\?mode=view$/) }],
    });
  });

  it('keeps a declined buyer on the checkout with the reason, then takes a second card', async () => {
    const { cohort } = await pricedClass(testApp);
    const { user, agent, id } = await buyerCheckout(testApp, cohort.path);
    const { session } = await startPaying(agent, id);
    const declined = await confirmInBrowser(
      testApp.fake,
      intentOf(session.clientSecret),
      cardData('4000000000000002'),
    );
    expect(declined.status).toBe(402);
    const reported = await agent.post(paymentPath('update', 'reportPaymentError', id), {
      message: declined.body.error.message,
      paymentData: { code: declined.body.error.code },
    });
    expect(reported.body.result).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    // The method may change again now processing has ended, and the same intent takes another card.
    const again = await startPaying(agent, id);
    expect(again.session.clientSecret).toBe(session.clientSecret);
    await confirmInBrowser(testApp.fake, intentOf(again.session.clientSecret), cardData('4242424242424242'));
    await testApp.fake.webhooksSettled();
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toMatchObject({ status: 'active' });
    expect(await transactionRow(id)).toMatchObject({ status: 'paid', errorMessage: null });
  });

  it('does not change the method or the coupon while processing (spec §4)', async () => {
    const { cohort } = await pricedClass(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    await startPaying(agent, id);
    const change = await agent.post(paymentPath('update', 'preparePayment', id), { paymentMethod: 'fpx' });
    expect(change.status).toBe(409);
    expect(change.body.error).toBe('payment_processing');
    const again = await agent.post(paymentPath('update', 'startPayment', id), {});
    expect(again.body.error).toBe('payment_processing');
  });

  it('refuses a method the purchase does not offer', async () => {
    const { cohort } = await pricedClass(testApp, { currency: 'AUD' });
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const fpx = await agent.post(paymentPath('update', 'preparePayment', id), { paymentMethod: 'fpx' });
    expect(fpx.status).toBe(400);
    expect(fpx.body).toMatchObject({ fieldCodes: { paymentMethod: { code: 'payment.methodUnavailable' } } });
  });

  it('prepares for two methods at once without an error; the intent paid is kept, a second payment refunded', async () => {
    const { cohort } = await pricedClass(testApp);
    const { user, agent, id } = await buyerCheckout(testApp, cohort.path);
    const prepare = (paymentMethod: string) =>
      agent.post(paymentPath('update', 'preparePayment', id), { paymentMethod });
    // The buyer switches from card to FPX before the first answer comes.
    const [card, fpx] = await Promise.all([prepare('credit-card'), prepare('fpx')]);
    expect([card.status, fpx.status]).toEqual([200, 200]);
    const cardSecret = (card.body.result as { clientSecret: string }).clientSecret;
    await agent.post(paymentPath('update', 'startPayment', id), {});
    // The card's intent is paid, whichever of the two was recorded last.
    expect((await payWithCard(testApp, cardSecret)).body.status).toBe('succeeded');
    await testApp.fake.webhooksSettled();
    const paid = await transactionRow(id);
    expect(paid).toMatchObject({
      status: 'paid',
      fulfilment: 'fulfilled',
      gatewayRef: intentOf(cardSecret).id,
    });
    expect(await enrolmentCount(cohort.id, user.id)).toBe(1);

    // A second payment for the same transaction (another tab) goes back in full, and gives nothing more.
    const stripe = new Stripe(KEYS.secretKey, {
      host: '127.0.0.1',
      port: new URL(testApp.fake.url).port,
      protocol: 'http',
    });
    const second = await stripe.paymentIntents.create({
      amount: 24_900,
      currency: 'myr',
      allowed_payment_method_types: ['card'],
      metadata: { transaction_id: id },
    });
    expect((await payWithCard(testApp, second.client_secret!)).body.status).toBe('succeeded');
    await testApp.fake.webhooksSettled();
    const refunds = await stripe.refunds.list({ payment_intent: second.id });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([24_900]);
    expect(await transactionRow(id)).toMatchObject({
      status: 'paid',
      refundedMinor: 0,
      gatewayRef: intentOf(cardSecret).id,
    });
    expect(await enrolmentCount(cohort.id, user.id)).toBe(1);
  });

  it('shows a transaction to its buyer alone', async () => {
    const { cohort } = await pricedClass(testApp);
    const { id } = await buyerCheckout(testApp, cohort.path);
    const { agent: other } = await userAgent(testApp);
    expect((await other.get(paymentPath('read', 'getCheckout', id))).status).toBe(404);
    expect((await other.post(paymentPath('update', 'startPayment', id), {})).status).toBe(404);
  });
});

describe('the Stripe webhook (spec §9 stripe-payment-webhook)', () => {
  const post = (body: string, signature: string) =>
    testApp.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const stripe = new Stripe(KEYS.secretKey);

  it('refuses a forged or replayed event with 400, and handles none of it', async () => {
    const { cohort } = await pricedClass(testApp);
    const { user, agent, id } = await buyerCheckout(testApp, cohort.path);
    const { session } = await startPaying(agent, id);
    const event = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: intentOf(session.clientSecret).id, object: 'payment_intent', status: 'succeeded' },
      },
    });
    const forged = await post(
      event,
      stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_other' }),
    );
    expect(forged.statusCode).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    const replayed = await post(
      event,
      stripe.webhooks.generateTestHeaderString({
        payload: event,
        secret: KEYS.webhookSecret,
        timestamp: stale,
      }),
    );
    expect(replayed.statusCode).toBe(400);
    expect(await post(event, '')).toMatchObject({ statusCode: 400 });
    expect(await storedEnrolment(testApp, user.id, cohort.id)).toBeUndefined();
    // The same bytes, signed now with the right secret, are taken (and then only once).
    const genuine = stripe.webhooks.generateTestHeaderString({ payload: event, secret: KEYS.webhookSecret });
    expect((await post(event, genuine)).statusCode).toBe(200);
    expect((await post(event, genuine)).statusCode).toBe(200);
    expect(await enrolmentCount(cohort.id, user.id)).toBe(1);
    const handled = await testApp.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.eventId, 'evt_forged'));
    expect(handled).toHaveLength(1);
  });

  it('enrols once when the events come late, twice and in reverse', async () => {
    const { cohort } = await pricedClass(testApp);
    const { user, agent, id } = await buyerCheckout(testApp, cohort.path);
    const { session } = await startPaying(agent, id);
    testApp.fake.holdWebhooks();
    await confirmInBrowser(testApp.fake, intentOf(session.clientSecret), cardData('4000000000000002'));
    await confirmInBrowser(testApp.fake, intentOf(session.clientSecret), cardData('4242424242424242'));
    // The failure of the first card arrives after the success of the second, then both again.
    await testApp.fake.releaseWebhooks({ order: 'reversed' });
    await testApp.fake.webhooksSettled();
    for (const event of testApp.fake.events().filter((e) => e.type.startsWith('payment_intent.'))) {
      await testApp.fake.redeliver(event.id);
    }
    expect(await enrolmentCount(cohort.id, user.id)).toBe(1);
    expect(await transactionRow(id)).toMatchObject({ status: 'paid', fulfilment: 'fulfilled' });
  });
});

describe('coupons', () => {
  const coupon = (values: Partial<typeof coupons.$inferInsert> & { code: string }) =>
    testApp.database.db.insert(coupons).values({ percentOff: 10, ...values });

  it('takes a percentage or a fixed amount off, and says why one does not hold', async () => {
    await coupon({ code: 'TENOFF', percentOff: 10 });
    await coupon({ code: 'RM50', percentOff: null, amountOffMinor: 5_000, currency: 'MYR' });
    await coupon({ code: 'SGD5', percentOff: null, amountOffMinor: 500, currency: 'SGD' });
    await coupon({ code: 'OLD', expiresAt: new Date(Date.now() - 1000) });
    await coupon({ code: 'GONE', maxUses: 1, uses: 1 });
    await coupon({ code: 'PLANSONLY', itemType: 'subscription_plan' });
    const { cohort } = await pricedClass(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const apply = (couponCode: string) =>
      agent.post(paymentPath('update', 'applyCoupon', id), { couponCode });
    expect((await apply('tenoff')).body.result).toMatchObject({
      couponCode: 'TENOFF',
      discount: 2_490,
      total: 22_410,
    });
    expect((await apply('RM50')).body.result).toMatchObject({ discount: 5_000, total: 19_900 });
    for (const [code, reason] of [
      ['NOPE', 'payment.couponUnknown'],
      ['OLD', 'payment.couponExpired'],
      ['GONE', 'payment.couponUsedUp'],
      ['PLANSONLY', 'payment.couponNotApplicable'],
      ['SGD5', 'payment.couponNotApplicable'],
    ] as const) {
      const refused = await apply(code);
      expect(refused.status, code).toBe(400);
      expect(refused.body, code).toMatchObject({
        error: 'coupon_invalid',
        fieldCodes: { couponCode: { code: reason } },
      });
    }
    // A refused code leaves the one applied before.
    expect((await agent.get(paymentPath('read', 'getCheckout', id))).body.result).toMatchObject({
      couponCode: 'RM50',
      total: 19_900,
    });
    const removed = await agent.post(paymentPath('update', 'removeCoupon', id), {});
    expect(removed.body.result).toMatchObject({ couponCode: null, discount: 0, total: 24_900 });
  });

  it('counts a use when paid, and holds a first-purchase coupon to the first purchase', async () => {
    await coupon({ code: 'FIRSTBUY', firstPurchaseOnly: true, percentOff: 100 });
    const first = await pricedClass(testApp);
    const { user, agent, id } = await buyerCheckout(testApp, first.cohort.path, 'FIRSTBUY');
    // 100% off: nothing to collect, paid at once.
    const started = await agent.post(paymentPath('update', 'startPayment', id), {});
    expect(started.body.result).toMatchObject({ total: 0, status: 'paid', fulfilment: 'fulfilled' });
    expect(await storedEnrolment(testApp, user.id, first.cohort.id)).toMatchObject({ status: 'active' });
    const [used] = await testApp.database.db.select().from(coupons).where(eq(coupons.code, 'FIRSTBUY'));
    expect(used!.uses).toBe(1);
    const second = await pricedClass(testApp);
    const again = await agent.post(CHECKOUT, {
      items: [{ type: 'course_enrolment', productID: second.cohort.path }],
      couponCode: 'FIRSTBUY',
    });
    expect(again.body).toMatchObject({ fieldCodes: { couponCode: { code: 'payment.couponFirstPurchase' } } });
  });
});

describe('guessing at coupon codes', () => {
  it('stops a buyer after 30 tries an hour, counting the wrong ones', async () => {
    const { cohort } = await pricedClass(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await agent.post(paymentPath('update', 'applyCoupon', id), { couponCode: `GUESS${i}` })).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('an intent the gateway no longer knows', () => {
  it('fails the payment left half-way, and prepares a new intent for the next try', async () => {
    const { cohort } = await pricedClass(testApp);
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    await startPaying(agent, id);
    // As when another account's keys made it, or a local stand-in restarted.
    await testApp.database.db
      .update(paymentTransactions)
      .set({ gatewayRef: 'pi_unknownToStripe000000000' })
      .where(eq(paymentTransactions.id, id));
    const back = await agent.post(paymentPath('update', 'confirmPayment', id), {});
    expect(back.body.result).toMatchObject({ status: 'failed' });
    const again = await startPaying(agent, id);
    expect(again.session.clientSecret).not.toContain('pi_unknownToStripe');
    expect((await transactionRow(id)).gatewayRef).toBe(intentOf(again.session.clientSecret).id);
  });
});
