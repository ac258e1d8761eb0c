import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { courses } from '../../../db/schema';
import { KEYS } from '../../../gateway-fakes/stripe/fake-test-kit';
import { freshAgent } from '../../../test/app';
import { courseAgent, userAgent } from '../../../test/course-fixtures';
import {
  buyerCheckout,
  type CommerceTestApp,
  paymentPath,
  payWithCard,
  pricedClass,
  setUpCommerceApp,
  startPaying,
} from '../commerce-test-kit';

const testApp = setUpCommerceApp();
const PAYOUT = '/json/payment/lookup/getPayoutAccount';
const ONBOARD = '/json/payment/execute/startPayoutOnboarding';

/** The Stripe SDK pointed at the fake, to see what Kelas asked of it. */
const stripeAt = (app: CommerceTestApp) => {
  const url = new URL(app.fake.url);
  return new Stripe(KEYS.secretKey, { host: url.hostname, port: url.port, protocol: 'http' });
};

/** A course creator whose payout account finished its onboarding at the fake. */
async function onboardedSeller() {
  const seller = await userAgent(testApp);
  expect((await seller.agent.get(PAYOUT)).body.result).toMatchObject({
    status: 'none',
    platformFeePercent: 10,
  });
  const started = await seller.agent.post(ONBOARD, {});
  expect(started.status).toBe(200);
  const { url } = started.body.result as { url: string };
  expect(url.startsWith(testApp.fake.url)).toBe(true);
  expect((await seller.agent.get(PAYOUT)).body.result).toMatchObject({ status: 'pending' });
  const accounts = await stripeAt(testApp).accounts.list({ limit: 100 });
  const account = accounts.data.find((each) => each.email === seller.user.email)!;
  // The seller finishes Stripe's hosted onboarding.
  await testApp.fake.onboardAccount(account.id);
  await testApp.fake.webhooksSettled();
  expect((await seller.agent.get(PAYOUT)).body.result).toMatchObject({ status: 'active' });
  return { ...seller, account: account.id };
}

describe('payouts to course creators (Stripe Connect destination charges)', () => {
  it('makes one account for a seller, however many times they start; visitors are refused', async () => {
    const seller = await userAgent(testApp);
    await seller.agent.post(ONBOARD, {});
    await seller.agent.post(ONBOARD, {});
    const accounts = await stripeAt(testApp).accounts.list({ limit: 100 });
    expect(accounts.data.filter((each) => each.email === seller.user.email)).toHaveLength(1);
    const visitor = freshAgent(testApp.app);
    expect((await visitor.get(PAYOUT)).status).toBe(401);
    expect((await visitor.post(ONBOARD, {})).status).toBe(401);
  });

  it('pays a seller’s class to their account less the platform fee, and takes a refund back from it', async () => {
    const seller = await onboardedSeller();
    const { course, cohort } = await pricedClass(testApp);
    await testApp.database.db
      .update(courses)
      .set({ createdBy: seller.user.id })
      .where(eq(courses.id, course.id));
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const { session } = await startPaying(agent, id);
    expect(session).toMatchObject({ isDestinationCharge: true, accountId: seller.account });
    const secret = (session as { clientSecret: string }).clientSecret;
    const intent = await stripeAt(testApp).paymentIntents.retrieve(secret.split('_secret_')[0]!);
    expect(intent).toMatchObject({
      amount: 24_900,
      application_fee_amount: 2490,
      transfer_data: { destination: seller.account },
    });
    await payWithCard(testApp, secret);
    await agent.post(paymentPath('update', 'confirmPayment', id), {});
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    const refunded = await staff.post(`/json/payment/update/refundPayment/${id}`, {
      amount: 5000,
      withdrawAccess: false,
    });
    expect(refunded.status).toBe(200);
    const refunds = await stripeAt(testApp).refunds.list({ payment_intent: intent.id });
    expect(refunds.data[0]).toMatchObject({ amount: 5000 });
  });

  it('keeps the sale with the platform when the course’s creator has no active payout account', async () => {
    const pending = await userAgent(testApp);
    await pending.agent.post(ONBOARD, {});
    const { course, cohort } = await pricedClass(testApp);
    await testApp.database.db
      .update(courses)
      .set({ createdBy: pending.user.id })
      .where(eq(courses.id, course.id));
    const { agent, id } = await buyerCheckout(testApp, cohort.path);
    const { session } = await startPaying(agent, id);
    expect(session).toMatchObject({ isDestinationCharge: false, accountId: null });
    const secret = (session as { clientSecret: string }).clientSecret;
    const intent = await stripeAt(testApp).paymentIntents.retrieve(secret.split('_secret_')[0]!);
    expect(intent.transfer_data).toBeNull();
  });
});
