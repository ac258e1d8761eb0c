// The fake's own controls as JSON endpoints under /__fake/, for browser tests that cannot call
// StripeFake's functions: read events and deliveries, hold and release webhooks, send an event
// again, point webhooks elsewhere, make a saved card succeed or decline, finish a connected
// account's onboarding without its page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { readBody, sendJson } from './http-io';
import type { FakeEvent } from './objects';
import type { WebhookDelivery } from './webhook-delivery';

/** What a test can do to the fake besides calling its API. */
export interface FakeControls {
  /** Every event emitted, in order. */
  events(): FakeEvent[];
  /** Every POST of an event to the webhook endpoint and what it answered. */
  deliveries(): WebhookDelivery[];
  /** Queue webhook deliveries instead of sending them. */
  holdWebhooks(): void;
  /** Send what was queued (first attempts one by one, in this order) and stop holding. */
  releaseWebhooks(options?: { order?: 'as-emitted' | 'reversed' }): Promise<WebhookDelivery[]>;
  /** Send an event again, as Stripe sometimes does. */
  redeliver(eventId: string): Promise<WebhookDelivery>;
  setWebhookUrl(url: string | null): void;
  /** From now on, charging or saving this card succeeds or declines whatever its number. */
  setCardBehaviour(paymentMethodId: string, behaviour: 'succeed' | 'decline'): void;
  /**
   * Completes a connected account's onboarding as its hosted page does (capabilities active,
   * charges and payouts enabled, `account.updated` sent); answers the account.
   */
  onboardAccount(accountId: string): Stripe.Account;
}

type Body = Record<string, unknown>;

const CONTROLS: Array<{
  method: 'GET' | 'POST';
  path: RegExp;
  run: (controls: FakeControls, body: Body, match: RegExpExecArray) => unknown;
}> = [
  { method: 'GET', path: /^\/__fake\/events$/, run: (controls) => controls.events() },
  { method: 'GET', path: /^\/__fake\/deliveries$/, run: (controls) => controls.deliveries() },
  { method: 'POST', path: /^\/__fake\/webhooks\/hold$/, run: (controls) => controls.holdWebhooks() },
  {
    method: 'POST',
    path: /^\/__fake\/webhooks\/release$/,
    run: (controls, body) =>
      controls.releaseWebhooks(body.order === 'reversed' ? { order: 'reversed' } : { order: 'as-emitted' }),
  },
  {
    method: 'POST',
    path: /^\/__fake\/events\/([^/]+)\/redeliver$/,
    run: (controls, _body, match) => controls.redeliver(decodeURIComponent(match[1]!)),
  },
  {
    method: 'POST',
    path: /^\/__fake\/webhook-url$/,
    run: (controls, body) => controls.setWebhookUrl(typeof body.url === 'string' ? body.url : null),
  },
  {
    method: 'POST',
    path: /^\/__fake\/card-behaviour$/,
    run: (controls, body) => {
      if (body.behaviour !== 'succeed' && body.behaviour !== 'decline') {
        throw new Error('behaviour must be "succeed" or "decline"');
      }
      controls.setCardBehaviour(String(body.paymentMethod), body.behaviour);
    },
  },
  {
    method: 'POST',
    path: /^\/__fake\/accounts\/([^/]+)\/onboard$/,
    run: (controls, _body, match) => controls.onboardAccount(decodeURIComponent(match[1]!)),
  },
];

export async function handleControl(
  controls: FakeControls,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  for (const control of CONTROLS) {
    const match = control.path.exec(url.pathname);
    if (!match || control.method !== request.method) continue;
    try {
      // JSON only: a cross-site form cannot send it, so a page on the web cannot drive the fake.
      if (request.method === 'POST' && !request.headers['content-type']?.startsWith('application/json')) {
        throw new Error('Send a JSON body (Content-Type: application/json).');
      }
      const text = request.method === 'POST' ? await readBody(request) : '';
      const body = (text ? JSON.parse(text) : {}) as Body;
      sendJson(response, 200, (await control.run(controls, body, match)) ?? { ok: true });
    } catch (error) {
      sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  sendJson(response, 404, { error: `No control ${request.method} ${url.pathname}` });
}
