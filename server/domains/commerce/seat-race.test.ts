import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '../../../common/api/payment';
import { enrolments, paymentTransactions } from '../../db/schema';
import { cardData, confirmInBrowser } from '../../gateway-fakes/stripe/fake-test-kit';
import { buildEnrolment, buildUser } from '../../test/factories';
import { buyerCheckout, paymentPath, pricedClass, setUpCommerceApp } from './commerce-test-kit';

const testApp = setUpCommerceApp();

const BUYERS = 200;
const SEATS_LEFT = 10;

describe('the last seats of a paid class (issue 16 budget)', () => {
  it(`lets exactly ${SEATS_LEFT} of ${BUYERS} racing buyers pay, and refuses the others before any charge`, async () => {
    const { cohort } = await pricedClass(testApp, { seatLimit: SEATS_LEFT + 2 });
    for (let i = 0; i < 2; i += 1) {
      const learner = await buildUser(testApp.database.db);
      await buildEnrolment(testApp, { userId: learner.id, cohortId: cohort.id });
    }
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, () => buyerCheckout(testApp, cohort.path)),
    );
    const sessions = await Promise.all(
      buyers.map(async ({ agent, id }) => {
        const prepared = await agent.post(paymentPath('update', 'preparePayment', id), {
          paymentMethod: 'credit-card',
        });
        return (prepared.body.result as { clientSecret: string }).clientSecret;
      }),
    );
    // Everyone presses Pay at once.
    const starts = await Promise.all(
      buyers.map(({ agent, id }) => agent.post(paymentPath('update', 'startPayment', id), {})),
    );
    const held = starts.flatMap((reply, at) => (reply.status === 200 ? [at] : []));
    const refused = starts.filter((reply) => reply.status !== 200);
    expect(held).toHaveLength(SEATS_LEFT);
    expect(new Set(refused.map((reply) => reply.body.error))).toEqual(new Set(['seats_taken']));
    expect(refused[0]!.body).toMatchObject({ reasonCode: { code: 'payment.seatsTaken' } });
    // Only the holders confirm with Stripe: the others were never charged.
    for (const at of held) {
      const secret = sessions[at]!;
      await confirmInBrowser(
        testApp.fake,
        { id: secret.split('_secret_')[0]!, client_secret: secret },
        cardData('4242424242424242'),
      );
    }
    await testApp.fake.webhooksSettled();
    const charged = testApp.fake.events().filter((event) => event.type === 'payment_intent.succeeded');
    expect(charged).toHaveLength(SEATS_LEFT);
    const [enrolled] = await testApp.database.db
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.cohortId, cohort.id), eq(enrolments.source, 'payment')));
    expect(enrolled!.n).toBe(SEATS_LEFT);
    const paid = await testApp.database.db
      .select({ n: count() })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.status, 'paid'));
    expect(paid[0]!.n).toBeGreaterThanOrEqual(SEATS_LEFT);
    const statuses = await Promise.all(
      held.map(async (at) => {
        const reply = await buyers[at]!.agent.get(paymentPath('read', 'getCheckout', buyers[at]!.id));
        return (reply.body.result as PaymentTransaction).fulfilment;
      }),
    );
    expect(new Set(statuses)).toEqual(new Set(['fulfilled']));
  }, 180_000);
});
