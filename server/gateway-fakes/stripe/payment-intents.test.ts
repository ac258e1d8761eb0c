// PaymentIntents through the official SDK and as Stripe.js confirms them: card payments, declines,
// off-session charges, payment method types, idempotency, keys, errors, updates and Connect.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserCall, cardData, confirmInBrowser, KEYS, type Kit, startKit } from './fake-test-kit';

let kit: Kit;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

const newIntent = (params: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  kit.stripe.paymentIntents.create({
    amount: 12_000,
    currency: 'myr',
    allowed_payment_method_types: ['card'],
    metadata: { transaction_id: 'txn_1' },
    ...params,
  });

describe('a card payment through the Payment Element', () => {
  it('succeeds with 4242…, and the signed webhook verifies with the SDK', async () => {
    const customer = await kit.stripe.customers.create({ email: 'siti@example.my', name: 'Siti' });
    const intent = await newIntent({ customer: customer.id, description: 'Kelas order' });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 12_000,
      amount_received: 0,
      currency: 'myr',
      customer: customer.id,
      status: 'requires_payment_method',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      metadata: { transaction_id: 'txn_1' },
      latest_charge: null,
      livemode: false,
    });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));

    const { status, body } = await confirmInBrowser(kit.fake, intent, cardData('4242424242424242'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: intent.id, status: 'succeeded' });
    // The publishable key sees what Stripe shows a client: no customer, no metadata.
    expect(body).not.toHaveProperty('metadata');
    expect(body).not.toHaveProperty('customer');

    const [event] = await kit.inbox.waitFor('payment_intent.succeeded');
    const paid = event!.data.object as Stripe.PaymentIntent;
    expect(paid).toMatchObject({ id: intent.id, status: 'succeeded', amount_received: 12_000 });
    expect(paid.metadata).toEqual({ transaction_id: 'txn_1' });
    expect(event).toMatchObject({
      object: 'event',
      livemode: false,
      pending_webhooks: 1,
      api_version: Stripe.API_VERSION,
    });
    expect(event!.request?.id).toMatch(/^req_/);
    expect(kit.inbox.rejected).toEqual([]);

    const stored = await kit.stripe.paymentIntents.retrieve(intent.id, {
      expand: ['latest_charge', 'payment_method'],
    });
    const charge = stored.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 12_000,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    expect((stored.payment_method as Stripe.PaymentMethod).card).toMatchObject({
      brand: 'visa',
      last4: '4242',
    });
    expect(kit.fake.events().map((emitted) => emitted.type)).toEqual([
      'customer.created',
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('declines 4000…0002 with Stripe card_error, leaving the intent to be paid again', async () => {
    const intent = await newIntent();
    const declined = await confirmInBrowser(kit.fake, intent, cardData('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    await kit.inbox.waitFor('payment_intent.payment_failed');
    const failed = await kit.stripe.paymentIntents.retrieve(intent.id);
    expect(failed.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });

    const short = await confirmInBrowser(kit.fake, intent, cardData('4000000000009995'));
    expect(short.body.error).toMatchObject({
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });

    const paid = await confirmInBrowser(kit.fake, intent, cardData('5555555555554444'));
    expect(paid.body).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('refuses malformed card details without touching the intent', async () => {
    const intent = await newIntent();
    const year = new Date().getFullYear();
    const problems = [
      [cardData('4242424242424241'), 'incorrect_number', 'Your card number is incorrect.'],
      [cardData('4242', {}), 'invalid_number', 'Your card number is invalid.'],
      [
        cardData('4242424242424242', { 'payment_method_data[card][exp_year]': String(year - 1) }),
        'invalid_expiry_year',
        "Your card's expiration year is invalid.",
      ],
      [
        cardData('4242424242424242', { 'payment_method_data[card][cvc]': '1' }),
        'invalid_cvc',
        "Your card's security code is invalid.",
      ],
    ] as const;
    for (const [fields, code, message] of problems) {
      const { status, body } = await confirmInBrowser(kit.fake, intent, fields);
      expect(status).toBe(402);
      expect(body.error).toMatchObject({ type: 'card_error', code, message });
      expect(body.error.payment_intent).toBeUndefined();
    }
    const untouched = await kit.stripe.paymentIntents.retrieve(intent.id);
    expect(untouched).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: null,
      latest_charge: null,
    });
    expect(kit.fake.events().map((event) => event.type)).toEqual(['payment_intent.created']);
  });

  it('lets the publishable key reach an intent only with its client secret, and nothing else', async () => {
    const intent = await newIntent();
    const withSecret = await browserCall(kit.fake, 'GET', `/v1/payment_intents/${intent.id}`, {
      client_secret: intent.client_secret!,
    });
    expect(withSecret.body).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    const without = await browserCall(kit.fake, 'GET', `/v1/payment_intents/${intent.id}`, {});
    expect(without.status).toBe(400);
    expect(without.body.error.param).toBe('client_secret');
    const wrong = await browserCall(kit.fake, 'GET', `/v1/payment_intents/${intent.id}`, {
      client_secret: `${intent.id}_secret_nottheone`,
    });
    expect(wrong.status).toBe(400);
    const create = await browserCall(kit.fake, 'POST', '/v1/payment_intents', {
      amount: '1000',
      currency: 'myr',
    });
    expect(create.status).toBe(401);
    expect(create.body.error.message).toMatch(/cannot be made with a publishable API key/);
  });
});

describe('charging a saved card off session', () => {
  it('succeeds at once with a good card and throws StripeCardError (402) with a declining one', async () => {
    const customer = await kit.stripe.customers.create({ email: 'ali@example.my' });
    const visa = await kit.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await newIntent({
      customer: customer.id,
      payment_method: visa.id,
      off_session: true,
      confirm: true,
    });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 12_000, payment_method: visa.id });

    const error = await newIntent({
      customer: customer.id,
      payment_method: 'pm_card_chargeDeclined',
      off_session: true,
      confirm: true,
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(cardError.message).toBe('Your card was declined.');
    expect(cardError.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      metadata: { transaction_id: 'txn_1' },
    });
    expect(cardError.payment_method).toMatchObject({ object: 'payment_method', type: 'card' });
    const failures = await kit.inbox.waitFor('payment_intent.payment_failed');
    expect((failures[0]!.data.object as Stripe.PaymentIntent).id).toBe(cardError.payment_intent!.id);
  });

  it('saves the card paid with when setup_future_usage is set, for later off-session charges', async () => {
    const customer = await kit.stripe.customers.create();
    const intent = await newIntent({ customer: customer.id, setup_future_usage: 'off_session' });
    const { body } = await confirmInBrowser(kit.fake, intent, cardData('4242424242424242'));
    expect(body.status).toBe('succeeded');
    const saved = await kit.stripe.customers.listPaymentMethods(customer.id);
    expect(saved.data.map((method) => method.id)).toEqual([body.payment_method]);
    expect(kit.fake.events().map((event) => event.type)).toContain('payment_method.attached');
    const later = await newIntent({
      customer: customer.id,
      payment_method: body.payment_method,
      off_session: true,
      confirm: true,
    });
    expect(later.status).toBe('succeeded');
  });

  it('refuses a card attached to another customer, and one spent without a customer', async () => {
    const [first, second] = await Promise.all([kit.stripe.customers.create(), kit.stripe.customers.create()]);
    const card = await kit.stripe.paymentMethods.attach('pm_card_visa', { customer: first.id });
    await expect(
      newIntent({ customer: second.id, payment_method: card.id, off_session: true, confirm: true }),
    ).rejects.toThrow(/belongs to a different Customer/);
    const oneOff = await newIntent({ payment_method: 'pm_card_visa', confirm: true });
    await expect(
      newIntent({ payment_method: oneOff.payment_method as string, confirm: true }),
    ).rejects.toThrow(/may not be used again/);
  });
});

describe('the payment method types an intent offers (API version 2026-09-30 onwards)', () => {
  it('are the compatible ones of the account: FPX only for ringgit paid once', async () => {
    const types = async (params: Partial<Stripe.PaymentIntentCreateParams>) =>
      (await kit.stripe.paymentIntents.create({ amount: 12_000, currency: 'myr', ...params }))
        .payment_method_types;
    expect(await types({})).toEqual(['card', 'fpx']);
    expect(await types({ currency: 'usd' })).toEqual(['card']);
    expect(await types({ setup_future_usage: 'off_session' })).toEqual(['card']);
    expect(await types({ excluded_payment_method_types: ['fpx'] })).toEqual(['card']);
    expect(await types({ allowed_payment_method_types: ['fpx', 'paypal'] })).toEqual(['fpx']);
    expect(await types({ automatic_payment_methods: { enabled: true, allow_redirects: 'never' } })).toEqual([
      'card',
    ]);

    const dynamic = await kit.stripe.paymentIntents.create({ amount: 12_000, currency: 'myr' });
    expect(dynamic.automatic_payment_methods).toEqual({ enabled: true, allow_redirects: 'always' });
    const inDollars = await kit.stripe.paymentIntents.update(dynamic.id, { currency: 'usd' });
    expect(inDollars.payment_method_types).toEqual(['card']);
    // Redirects are allowed, so a confirmation needs somewhere to come back to.
    await expect(
      kit.stripe.paymentIntents.confirm(dynamic.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'return_url' });
  });
});

describe('the API surface', () => {
  it('answers a repeated Idempotency-Key with the first response instead of acting twice', async () => {
    await newIntent();
    const first = await kit.stripe.paymentIntents.create(
      { amount: 5000, currency: 'myr', allowed_payment_method_types: ['card'] },
      { idempotencyKey: 'order-42' },
    );
    const again = await kit.stripe.paymentIntents.create(
      { amount: 5000, currency: 'myr', allowed_payment_method_types: ['card'] },
      { idempotencyKey: 'order-42' },
    );
    expect(again.id).toBe(first.id);
    expect(kit.fake.events().filter((event) => event.type === 'payment_intent.created')).toHaveLength(2);
    await expect(
      kit.stripe.paymentIntents.create({ amount: 6000, currency: 'myr' }, { idempotencyKey: 'order-42' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    // A decline is replayed too: one failure, the same 402 twice.
    const declining = {
      amount: 5000,
      currency: 'myr',
      allowed_payment_method_types: ['card'],
      payment_method: 'pm_card_chargeDeclined',
      confirm: true,
    };
    const errors = await Promise.all(
      [1, 2].map(() =>
        kit.stripe.paymentIntents
          .create(declining, { idempotencyKey: 'charge-7' })
          .catch((error: unknown) => error),
      ),
    );
    const [one, two] = errors as Stripe.errors.StripeCardError[];
    expect(two!.payment_intent!.id).toBe(one!.payment_intent!.id);
    expect(kit.fake.events().filter((event) => event.type === 'payment_intent.payment_failed')).toHaveLength(
      1,
    );
  });

  it('answers a wrong or missing key with 401 and Stripe error JSON', async () => {
    const wrong = new Stripe('sk_test_nottherightkey1234', {
      host: '127.0.0.1',
      port: kit.fake.port,
      protocol: 'http',
    });
    const error = await wrong.customers.list().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).message).toBe(
      `Invalid API Key provided: sk_test_${'*'.repeat(14)}1234`,
    );
    const anonymous = await fetch(`${kit.fake.url}/v1/customers`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('answers unknown ids, parameters and addresses as Stripe does', async () => {
    await expect(kit.stripe.paymentIntents.retrieve('pi_doesnotexist')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
    await expect(kit.stripe.customers.retrieve('cus_nobody')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      kit.stripe.paymentIntents.create({
        amount: 5000,
        currency: 'myr',
        colour: 'red',
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'colour' });
    await expect(newIntent({ amount: 100 })).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(newIntent({ currency: 'usd', allowed_payment_method_types: ['fpx'] })).rejects.toThrow(
      /No valid payment method types/,
    );
    const removed = await fetch(`${kit.fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${KEYS.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=5000&currency=myr&payment_method_types[0]=card',
    });
    expect(removed.status).toBe(400);
    expect(await removed.json()).toMatchObject({
      error: { code: 'payment_method_types_no_longer_supported' },
    });
    const nowhere = await fetch(`${kit.fake.url}/v1/nowhere`, {
      headers: { Authorization: `Bearer ${KEYS.secretKey}` },
    });
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toMatchObject({
      error: { message: expect.stringContaining('Unrecognized request URL') },
    });
  });

  it('updates the amount before payment and only metadata after, and cancels an unpaid intent', async () => {
    const intent = await newIntent();
    const updated = await kit.stripe.paymentIntents.update(intent.id, {
      amount: 9000,
      metadata: { coupon: 'RAYA' },
    });
    expect(updated).toMatchObject({ amount: 9000, metadata: { transaction_id: 'txn_1', coupon: 'RAYA' } });
    await confirmInBrowser(kit.fake, intent, cardData('4242424242424242'));
    await expect(kit.stripe.paymentIntents.update(intent.id, { amount: 1000 })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const noted = await kit.stripe.paymentIntents.update(intent.id, { metadata: { coupon: '' } });
    expect(noted.metadata).toEqual({ transaction_id: 'txn_1' });
    await expect(kit.stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });

    const abandoned = await newIntent();
    const canceled = await kit.stripe.paymentIntents.cancel(abandoned.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    await kit.inbox.waitFor('payment_intent.canceled');
  });

  it('makes destination charges to a connected account, with the platform fee', async () => {
    const account = await kit.stripe.accounts.create({
      type: 'express',
      country: 'MY',
      email: 'guru@example.my',
    });
    expect(account).toMatchObject({ object: 'account', type: 'express', charges_enabled: false });
    expect(account.id).toMatch(/^acct_[A-Za-z0-9]{24}$/);
    expect(await kit.stripe.accounts.retrieve(account.id)).toMatchObject({ id: account.id });
    // Until onboarding is done the account cannot receive the transfer: Stripe refuses the intent.
    await expect(
      newIntent({ transfer_data: { destination: account.id }, application_fee_amount: 1200 }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'insufficient_capabilities_for_transfer' });
    expect(kit.fake.onboardAccount(account.id)).toMatchObject({ charges_enabled: true });

    const intent = await newIntent({
      transfer_data: { destination: account.id },
      application_fee_amount: 1200,
    });
    expect(intent).toMatchObject({
      transfer_data: { destination: account.id },
      application_fee_amount: 1200,
    });
    await confirmInBrowser(kit.fake, intent, cardData('4242424242424242'));
    const charge = await kit.stripe.charges.retrieve(
      (await kit.stripe.paymentIntents.retrieve(intent.id)).latest_charge as string,
    );
    expect(charge).toMatchObject({
      transfer_data: { amount: null, destination: account.id },
      application_fee_amount: 1200,
      transfer_group: `group_${intent.id}`,
    });
    expect(charge.transfer).toMatch(/^tr_/);
    expect(charge.application_fee).toMatch(/^fee_/);

    await expect(newIntent({ transfer_data: { destination: 'acct_unknown' } })).rejects.toThrow(
      /No such destination/,
    );
    await expect(newIntent({ application_fee_amount: 100 })).rejects.toThrow(/application_fee_amount/);
  });
});
