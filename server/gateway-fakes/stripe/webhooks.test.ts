// Signed webhook deliveries: verification with the SDK, hold and release, redelivery, retries,
// and the /__fake/ control endpoints.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYS, type Kit, startKit, startWebhookInbox } from './fake-test-kit';
import { startStripeFake } from './stripe-fake';

let kit: Kit;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

/** Two events: customer.created, then payment_intent.created. */
async function twoEvents() {
  const customer = await kit.stripe.customers.create({ email: 'order@example.my' });
  await kit.stripe.paymentIntents.create({ amount: 5000, currency: 'myr', customer: customer.id });
}

describe('webhook deliveries', () => {
  it('are signed with the SDK helper: the exact payload verifies, a changed one does not', async () => {
    await twoEvents();
    await kit.fake.webhooksSettled();
    const [delivery] = kit.fake.deliveries();
    expect(delivery).toMatchObject({ type: 'customer.created', attempt: 1, status: 200, url: kit.inbox.url });
    expect(delivery!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = kit.stripe.webhooks.constructEvent(
      delivery!.payload,
      delivery!.signature,
      KEYS.webhookSecret,
    );
    expect(event.id).toBe(delivery!.eventId);
    expect(() =>
      kit.stripe.webhooks.constructEvent(`${delivery!.payload} `, delivery!.signature, KEYS.webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      kit.stripe.webhooks.constructEvent(delivery!.payload, delivery!.signature, 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(kit.inbox.events.map((received) => received.type)).toEqual([
      'customer.created',
      'payment_intent.created',
    ]);
  });

  it('are held, then released as emitted or reversed', async () => {
    kit.fake.holdWebhooks();
    await twoEvents();
    await kit.fake.webhooksSettled();
    expect(kit.inbox.events).toEqual([]);
    const released = await kit.fake.releaseWebhooks({ order: 'reversed' });
    expect(released.map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['payment_intent.created', 200],
      ['customer.created', 200],
    ]);
    expect(kit.inbox.events.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'customer.created',
    ]);

    kit.fake.holdWebhooks();
    await twoEvents();
    await kit.fake.releaseWebhooks();
    expect(kit.inbox.events.slice(2).map((event) => event.type)).toEqual([
      'customer.created',
      'payment_intent.created',
    ]);
    // Events list what happened in the order it happened, whatever the deliveries did.
    expect(kit.fake.events().map((event) => event.type)).toEqual([
      'customer.created',
      'payment_intent.created',
      'customer.created',
      'payment_intent.created',
    ]);
  });

  it('are sent again on redeliver: the same event id twice', async () => {
    await twoEvents();
    await kit.fake.webhooksSettled();
    const [first] = kit.fake.events();
    const again = await kit.fake.redeliver(first!.id);
    expect(again).toMatchObject({ eventId: first!.id, redelivery: true, status: 200 });
    expect(kit.inbox.events.filter((event) => event.id === first!.id)).toHaveLength(2);
    await expect(kit.fake.redeliver('evt_unknown')).rejects.toThrow(/No such event/);
  });

  it('are retried with backoff while the endpoint does not answer 2xx', async () => {
    kit.inbox.answers.push(500, 503);
    await kit.stripe.customers.create();
    await kit.fake.webhooksSettled();
    expect(kit.fake.deliveries().map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(kit.inbox.events).toHaveLength(1);
  });

  it('go nowhere until an endpoint is set, then to it', async () => {
    const quiet = await startStripeFake({ ...KEYS, webhookRetryDelaysMs: [] });
    const inbox = await startWebhookInbox(kit.stripe);
    try {
      const stripe = new Stripe(KEYS.secretKey, { host: '127.0.0.1', port: quiet.port, protocol: 'http' });
      await stripe.customers.create();
      expect(quiet.events()[0]!.pending_webhooks).toBe(0);
      quiet.setWebhookUrl(inbox.url);
      await stripe.customers.create();
      await quiet.webhooksSettled();
      expect(quiet.deliveries()).toHaveLength(1);
      expect(inbox.events).toHaveLength(1);
    } finally {
      await quiet.close();
      await inbox.close();
    }
  });
});

describe('the /__fake/ control endpoints', () => {
  const control = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    fetch(`${kit.fake.url}/__fake/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('hold, release reversed, redeliver, and list events and deliveries as JSON', async () => {
    expect((await control('POST', 'webhooks/hold', {})).status).toBe(200);
    await twoEvents();
    const events = (await (await control('GET', 'events')).json()) as Stripe.Event[];
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'payment_intent.created']);
    const released = await control('POST', 'webhooks/release', { order: 'reversed' });
    expect(((await released.json()) as Array<{ type: string }>).map((delivery) => delivery.type)).toEqual([
      'payment_intent.created',
      'customer.created',
    ]);
    expect((await control('POST', `events/${events[0]!.id}/redeliver`, {})).status).toBe(200);
    const deliveries = (await (await control('GET', 'deliveries')).json()) as Array<{ eventId: string }>;
    expect(deliveries.map((delivery) => delivery.eventId)).toEqual([
      events[1]!.id,
      events[0]!.id,
      events[0]!.id,
    ]);
  });

  it('set the webhook address and a card behaviour; refuse what is not JSON', async () => {
    const customer = await kit.stripe.customers.create();
    const card = await kit.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    expect(
      (await control('POST', 'card-behaviour', { paymentMethod: card.id, behaviour: 'decline' })).status,
    ).toBe(200);
    await expect(
      kit.stripe.paymentIntents.create({
        amount: 5000,
        currency: 'myr',
        customer: customer.id,
        payment_method: card.id,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ code: 'card_declined' });
    expect(
      (await control('POST', 'card-behaviour', { paymentMethod: card.id, behaviour: 'maybe' })).status,
    ).toBe(400);

    expect((await control('POST', 'webhook-url', { url: null })).status).toBe(200);
    await kit.fake.webhooksSettled();
    const before = kit.fake.deliveries().length;
    await kit.stripe.customers.create();
    await kit.fake.webhooksSettled();
    expect(kit.fake.deliveries()).toHaveLength(before);

    const form = await fetch(`${kit.fake.url}/__fake/webhooks/hold`, { method: 'POST', body: 'a=b' });
    expect(form.status).toBe(400);
  });
});
