import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { readConfig } from '../../config';
import type { QueryListener } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import { cardData, confirmInBrowser, KEYS } from '../../gateway-fakes/stripe/fake-test-kit';
import { type StripeFake, startStripeFake } from '../../gateway-fakes/stripe/stripe-fake';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { buildCourseWithPages, userAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { paymentGateways } from './gateways/payment-gateways';
import { renewDueSubscriptions } from './subscriptions/renewals';
import { STRIPE_WEBHOOK_PATH } from './webhook-paths';

/** A test app paying through the local Stripe fake, which posts its webhooks to the listening app. */
export interface CommerceTestApp extends TestApp {
  fake: StripeFake;
  /** The app's own address, where the fake's webhooks go. */
  url: string;
}

/** The settings that point Kelas at the Stripe fake, as a worker would read them from its environment. */
export function commerceEnvironment(fake: StripeFake): Record<string, string> {
  return {
    PUBLIC_URL: 'http://localhost:3000',
    PAYMENT_PROVIDERS: 'remote',
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_URL: fake.url,
    STRIPE_JS_URL: `${fake.url}/v3/`,
  };
}

/**
 * The test file's application with PAYMENT_PROVIDERS=remote pointed at a Stripe fake started on
 * loopback (the SDK by STRIPE_API_URL, Stripe.js by STRIPE_JS_URL), listening so that the fake's
 * signed webhooks reach its route as Stripe's would.
 */
export function setUpCommerceApp(options: { onQuery?: QueryListener } = {}): CommerceTestApp {
  let built: CommerceTestApp | undefined;
  beforeAll(async () => {
    const fake = await startStripeFake({ ...KEYS, webhookRetryDelaysMs: [50, 100, 200] });
    const testApp = await createTestApp(
      {
        config: readConfig(commerceEnvironment(fake)),
      },
      options,
    );
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhookUrl(`${url}${STRIPE_WEBHOOK_PATH}`);
    built = { ...testApp, fake, url };
  });
  afterAll(async () => {
    await built?.fake.close();
    await built?.close();
  });
  const ready = (): CommerceTestApp => {
    if (!built)
      throw new Error('The commerce test app is built in beforeAll: read it inside a hook or test.');
    return built;
  };
  return {
    get app() {
      return ready().app;
    },
    get deps() {
      return ready().deps;
    },
    get database() {
      return ready().database;
    },
    get fake() {
      return ready().fake;
    },
    get url() {
      return ready().url;
    },
    close: () => ready().close(),
  };
}

/** A priced class of a displayed course with pages (MYR 249.00 unless told). */
export async function pricedClass(testApp: TestApp, settings: Parameters<typeof buildClass>[2] = {}) {
  const { course } = await buildCourseWithPages(testApp);
  const cohort = await buildClass(testApp, course.id, {
    currency: 'MYR',
    coursePriceMinor: 24_900,
    studentPriceMinor: 14_900,
    ...settings,
  });
  return { course, cohort };
}

export const CHECKOUT = '/json/payment/create';
export const paymentPath = (verb: 'read' | 'update', method: string, id: string) =>
  `/json/payment/${verb}/${method}/${id}`;

/** A new buyer's checkout of a place in `cohortPath`: the buyer, their agent and the transaction's id. */
export async function buyerCheckout(testApp: TestApp, cohortPath: string, couponCode?: string) {
  const { user, agent } = await userAgent(testApp);
  const reply = await agent.post(CHECKOUT, {
    items: [{ type: 'course_enrolment', productID: cohortPath }],
    ...(couponCode ? { couponCode } : {}),
  });
  if (reply.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(reply.body)}`);
  return { user, agent, id: (reply.body.result as { paymentTransactionId: string }).paymentTransactionId };
}

/** Prepare the gateway's session for `method` and start paying: the client secret the browser confirms. */
export async function startPaying(agent: TestAgent, id: string, method = 'credit-card') {
  const prepared = await agent.post(paymentPath('update', 'preparePayment', id), { paymentMethod: method });
  if (prepared.status !== 200) throw new Error(`prepare refused: ${JSON.stringify(prepared.body)}`);
  const session = prepared.body.result as { clientSecret: string };
  const started = await agent.post(paymentPath('update', 'startPayment', id), {});
  return { session, started };
}

/** The PaymentIntent a client secret belongs to, as the Payment Element knows it. */
export const intentOf = (clientSecret: string) => ({
  id: clientSecret.split('_secret_')[0]!,
  client_secret: clientSecret,
});

/** Pay the intent of `clientSecret` with `card` (Stripe's test numbers) as the Payment Element does. */
export const payWithCard = (testApp: CommerceTestApp, clientSecret: string, card = '4242424242424242') =>
  confirmInBrowser(testApp.fake, intentOf(clientSecret), cardData(card));

/** A transaction's stored row. */
export async function transactionRow(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  return row!;
}

/** Run the `subscription-renewals` job's work as of `at`: renewals, instalments, retries, reminders. */
export const runRenewals = (testApp: CommerceTestApp, at: Date) =>
  renewDueSubscriptions(
    testApp.database.db,
    {
      gatewaysOf: () => paymentGateways(testApp.deps.config),
      logger: pino({ level: 'silent' }),
      mailer: testApp.deps.mailer,
      publicUrl: 'http://localhost:3000',
    },
    at,
  );
