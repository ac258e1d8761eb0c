// A local fake of Stripe for tests and the demo, where Stripe cannot be reached: Stripe's API
// under /v1/ in its wire format (for the official SDK pointed at it with host, port and
// protocol), signed webhooks, a stand-in for Stripe.js at /v3/ with its Payment Element frame,
// an FPX bank page, Connect's hosted onboarding page, and controls for tests as functions and as
// JSON endpoints under /__fake/.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { completeOnboarding } from './accounts';
import { createApiServer } from './api-server';
import { type FakeControls, handleControl } from './control-api';
import { elementStrings } from './element-strings';
import { handleBankPage } from './fpx-bank-page';
import { send } from './http-io';
import { eventObject } from './objects';
import { handleOnboardingPage } from './onboarding-page';
import { paymentElementPage, paymentElementPolicy } from './payment-element-page';
import { createStore, type Emit, findIn } from './store';
import { stripeJsSource } from './stripe-js';
import { WebhookSender } from './webhook-delivery';

export interface StripeFakeOptions {
  /** The port to listen on (127.0.0.1); 0 or absent for any free one. */
  port?: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where to POST events; none are sent until one is set (setWebhookUrl). */
  webhookUrl?: string;
  /** The waits before retrying a delivery the endpoint did not take (default 0.5 s, 2 s, 5 s). */
  webhookRetryDelaysMs?: readonly number[];
}

export interface StripeFake extends FakeControls {
  /** http://127.0.0.1:PORT, for Stripe.js (`${url}/v3/`) and the controls. */
  url: string;
  port: number;
  /** Resolves once no webhook delivery or retry is under way. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const store = createStore();
  const webhooks = new WebhookSender({
    url: options.webhookUrl ?? null,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2000, 5000],
  });
  const emitFor =
    (request: Stripe.Event.Request): Emit =>
    (type, object, previousAttributes) => {
      const pending = webhooks.hasEndpoint() ? 1 : 0;
      const event = eventObject(type, object, request, pending, previousAttributes);
      store.events.push(event);
      webhooks.send(event);
    };
  /** For what no API request caused: a customer at a hosted page, a test's control. */
  const emitUnrequested = emitFor({ id: null, idempotency_key: null });
  let origin = '';
  const handleApi = createApiServer({
    store,
    secretKey: options.secretKey,
    publishableKey: options.publishableKey,
    origin: () => origin,
    emitFor,
  });

  const controls: FakeControls = {
    events: () => [...store.events],
    deliveries: () => webhooks.deliveries(),
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: (release) => webhooks.release(release?.order),
    redeliver: (eventId) => {
      const event = store.events.find((candidate) => candidate.id === eventId);
      if (event === undefined) return Promise.reject(new Error(`No such event: ${eventId}`));
      return webhooks.redeliver(event);
    },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    setCardBehaviour: (paymentMethodId, behaviour) => {
      const method = findIn(store.paymentMethods, paymentMethodId, 'PaymentMethod');
      if (method.type !== 'card') throw new Error(`${paymentMethodId} is not a card`);
      store.cardBehaviours.set(paymentMethodId, behaviour);
    },
    onboardAccount: (accountId) =>
      structuredClone(completeOnboarding(findIn(store.accounts, accountId, 'account'), emitUnrequested)),
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const path = url.pathname;
    const done = (work: Promise<void>) =>
      work.catch((error: unknown) => {
        console.error('Stripe fake:', error);
        if (!response.headersSent) send(response, 500, 'text/plain', 'The Stripe fake failed.');
      });
    if (path.startsWith('/v1/')) return done(handleApi(request, response, url));
    if (path.startsWith('/__fake/')) return done(handleControl(controls, request, response, url));
    if (path.startsWith('/fpx/authorize/')) {
      const token = path.slice('/fpx/authorize/'.length);
      return done(handleBankPage(store, emitUnrequested, request, response, token));
    }
    if (path.startsWith('/connect/onboarding/')) {
      const linkId = path.slice('/connect/onboarding/'.length);
      return done(handleOnboardingPage(store, emitUnrequested, request, response, url, linkId));
    }
    if (path === '/v3' || path === '/v3/') {
      return send(response, 200, 'text/javascript; charset=utf-8', stripeJsSource(origin), {
        'Access-Control-Allow-Origin': '*',
      });
    }
    if (path === '/elements/payment') {
      const nonce = randomBytes(16).toString('base64');
      const strings = elementStrings(
        url.searchParams.get('locale') ?? 'auto',
        request.headers['accept-language'],
      );
      return send(response, 200, 'text/html; charset=utf-8', paymentElementPage(strings, nonce), {
        'Content-Security-Policy': paymentElementPolicy(nonce),
      });
    }
    send(response, 404, 'text/plain', 'Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    ...controls,
    url: origin,
    port,
    webhooksSettled: () => webhooks.settled(),
    close: async () => {
      webhooks.close();
      await webhooks.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
