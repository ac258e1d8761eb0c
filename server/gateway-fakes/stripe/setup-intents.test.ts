// Saving cards with SetupIntents, the 4000…0341 card and setCardBehaviour's missed-instalment story.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardData, confirmInBrowser, type Kit, startKit } from './fake-test-kit';

let kit: Kit;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

async function saveCard(customer: string, number: string) {
  const intent = await kit.stripe.setupIntents.create({ customer, usage: 'off_session' });
  return { intent, confirmed: await confirmInBrowser(kit.fake, intent, cardData(number)) };
}

const chargeOffSession = (customer: string, paymentMethod: string) =>
  kit.stripe.paymentIntents.create({
    amount: 3000,
    currency: 'myr',
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
  });

describe('saving a card with a SetupIntent', () => {
  it('attaches the card to the customer and emits setup_intent.succeeded', async () => {
    const customer = await kit.stripe.customers.create({ email: 'nurul@example.my' });
    const { intent, confirmed } = await saveCard(customer.id, '4242424242424242');
    expect(intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
    });
    expect(intent.payment_method_types).toEqual(['card']);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: intent.id, status: 'succeeded' });

    const [event] = await kit.inbox.waitFor('setup_intent.succeeded');
    const saved = event!.data.object as Stripe.SetupIntent;
    const method = await kit.stripe.paymentMethods.retrieve(saved.payment_method as string);
    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '4242', exp_month: 12 },
    });
    const listed = await kit.stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((listedMethod) => listedMethod.id)).toEqual([method.id]);
    expect(kit.fake.events().map((emitted) => emitted.type)).toEqual([
      'customer.created',
      'setup_intent.created',
      'payment_method.attached',
      'setup_intent.succeeded',
    ]);
  });

  it('refuses a declining card with a 402 and setup_intent.setup_failed', async () => {
    const customer = await kit.stripe.customers.create();
    const { confirmed } = await saveCard(customer.id, '4000000000000002');
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      setup_intent: { status: 'requires_payment_method' },
    });
    await kit.inbox.waitFor('setup_intent.setup_failed');
    expect((await kit.stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
  });

  it('saves 4000…0341, whose later off-session charges decline', async () => {
    const customer = await kit.stripe.customers.create();
    const { confirmed } = await saveCard(customer.id, '4000000000000341');
    expect(confirmed.body.status).toBe('succeeded');
    const error = await chargeOffSession(customer.id, confirmed.body.payment_method).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('a missed instalment, then an updated card: setCardBehaviour turns a saved card bad and good', async () => {
    const customer = await kit.stripe.customers.create();
    const first = (await saveCard(customer.id, '4242424242424242')).confirmed.body.payment_method as string;
    expect((await chargeOffSession(customer.id, first)).status).toBe('succeeded');

    kit.fake.setCardBehaviour(first, 'decline');
    await expect(chargeOffSession(customer.id, first)).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);

    const second = (await saveCard(customer.id, '5555555555554444')).confirmed.body.payment_method as string;
    expect((await chargeOffSession(customer.id, second)).status).toBe('succeeded');
    kit.fake.setCardBehaviour(first, 'succeed');
    expect((await chargeOffSession(customer.id, first)).status).toBe('succeeded');
    expect(() => kit.fake.setCardBehaviour('pm_unknown', 'decline')).toThrow(/No such PaymentMethod/);
  });

  it('detaches a card, which then cannot be charged again', async () => {
    const customer = await kit.stripe.customers.create();
    const card = await kit.stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    await kit.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    const detached = await kit.stripe.paymentMethods.detach(card.id);
    expect(detached.customer).toBeNull();
    expect((await kit.stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
    await expect(chargeOffSession(customer.id, card.id)).rejects.toThrow(/may not be used again/);
    await expect(
      kit.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }),
    ).rejects.toMatchObject({
      code: 'card_declined',
    });
  });

  it('offers no FPX: it cannot be saved for later', async () => {
    await expect(kit.stripe.setupIntents.create({ allowed_payment_method_types: ['fpx'] })).rejects.toThrow(
      /No valid payment method types/,
    );
  });
});
