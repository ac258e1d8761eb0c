import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { paymentTransactions } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { storedEnrolment } from '../../test/course-fixtures';
import {
  buyerCheckout,
  commerceEnvironment,
  paymentPath,
  payWithCard,
  pricedClass,
  setUpCommerceApp,
  startPaying,
  transactionRow,
} from './commerce-test-kit';
import { refundsDueJob } from './refunds-due';

const testApp = setUpCommerceApp();

const pay = (clientSecret: string) => payWithCard(testApp, clientSecret);
const row = (id: string) => transactionRow(testApp, id);

describe('a purchase that can no longer be given', () => {
  it('is refunded in full at once when the class filled after its buyer’s seat hold ran out', async () => {
    const { cohort } = await pricedClass(testApp, { seatLimit: 1 });
    const late = await buyerCheckout(testApp, cohort.path);
    const lateSession = await startPaying(late.agent, late.id);
    // The late buyer's hold runs out; another buyer takes the seat and pays.
    await testApp.database.db
      .update(paymentTransactions)
      .set({ seatHoldUntil: sql`now() - interval '1 minute'` })
      .where(eq(paymentTransactions.id, late.id));
    const prompt = await buyerCheckout(testApp, cohort.path);
    const promptSession = await startPaying(prompt.agent, prompt.id);
    expect(promptSession.started.status).toBe(200);
    await pay(promptSession.session.clientSecret);
    await testApp.fake.webhooksSettled();
    // The late buyer's card goes through after all: the money comes back, said plainly.
    await pay(lateSession.session.clientSecret);
    await testApp.fake.webhooksSettled();
    expect(await storedEnrolment(testApp, prompt.user.id, cohort.id)).toMatchObject({ status: 'active' });
    expect(await storedEnrolment(testApp, late.user.id, cohort.id)).toBeUndefined();
    expect(await row(late.id)).toMatchObject({
      fulfilment: 'declined',
      status: 'refunded',
      refundedMinor: 24_900,
    });
    const thanks = await late.agent.get(paymentPath('read', 'getThankYou', late.id));
    expect(thanks.body.result).toMatchObject({
      transaction: { fulfilment: 'declined' },
      destinations: [{ path: null }],
    });
  });

  it('is refunded by the sweep when the first refund did not go through, once', async () => {
    const { cohort } = await pricedClass(testApp);
    const buyer = await buyerCheckout(testApp, cohort.path);
    const { session } = await startPaying(buyer.agent, buyer.id);
    await pay(session.clientSecret);
    await testApp.fake.webhooksSettled();
    // As if the items could not be given and the refund's request had failed a while ago.
    await testApp.database.db
      .update(paymentTransactions)
      .set({ fulfilment: 'declined', updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(paymentTransactions.id, buyer.id));
    // A worker reads its configuration from its environment: the one this test's app was given.
    for (const [name, value] of Object.entries(commerceEnvironment(testApp.fake))) {
      vi.stubEnv(name, value);
    }
    const deps = { db: testApp.database.db, logger: testApp.deps.logger };
    await runJobInline(refundsDueJob, {}, deps);
    await runJobInline(refundsDueJob, {}, deps);
    vi.unstubAllEnvs();
    await testApp.fake.webhooksSettled();
    const refunds = testApp.fake.events().filter((event) => event.type === 'charge.refunded');
    expect(
      refunds.filter(
        (event) =>
          (event.data.object as { payment_intent?: string }).payment_intent ===
          session.clientSecret.split('_secret_')[0],
      ),
    ).toHaveLength(1);
    expect(await row(buyer.id)).toMatchObject({ status: 'refunded', refundedMinor: 24_900 });
  });
});
