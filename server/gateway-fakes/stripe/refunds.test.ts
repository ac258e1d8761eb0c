// Refunds through the official SDK: partial, full, refused beyond what is left, and their events.
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Kit, startKit } from './fake-test-kit';

let kit: Kit;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

async function paidIntent() {
  return kit.stripe.paymentIntents.create({
    amount: 5000,
    currency: 'myr',
    allowed_payment_method_types: ['card'],
    payment_method: 'pm_card_visa',
    confirm: true,
  });
}

describe('refunds', () => {
  it('refund part, then the rest, then refuse more, updating the charge and emitting charge.refunded', async () => {
    const intent = await paidIntent();
    const partial = await kit.stripe.refunds.create({
      payment_intent: intent.id,
      amount: 1500,
      reason: 'requested_by_customer',
      metadata: { kelas_refund: 'r1' },
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 1500,
      currency: 'myr',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { kelas_refund: 'r1' },
    });
    expect(partial.id).toMatch(/^re_[A-Za-z0-9]{24}$/);

    await expect(
      kit.stripe.refunds.create({ payment_intent: intent.id, amount: 3501 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      message: 'Refund amount (RM35.01) is greater than unrefunded amount on charge (RM35.00)',
    });

    const rest = await kit.stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(3500);
    const charge = await kit.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount: 5000, amount_refunded: 5000, refunded: true });

    await expect(kit.stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
      rawType: 'invalid_request_error',
      code: 'charge_already_refunded',
    });

    const refunded = await kit.inbox.waitFor('charge.refunded', 2);
    // Each event carries the charge as it was at that refund.
    expect(refunded.map((event) => event.data.object as Stripe.Charge)).toMatchObject([
      {
        object: 'charge',
        amount: 5000,
        amount_refunded: 1500,
        refunded: false,
        payment_intent: intent.id,
        currency: 'myr',
      },
      {
        object: 'charge',
        amount: 5000,
        amount_refunded: 5000,
        refunded: true,
        payment_intent: intent.id,
        currency: 'myr',
      },
    ]);
    expect(await kit.stripe.refunds.retrieve(partial.id)).toMatchObject({ id: partial.id, amount: 1500 });
    const listed = await kit.stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.id).sort()).toEqual([partial.id, rest.id].sort());
  });

  it('refuses to refund what was never paid, or an unknown refund', async () => {
    const unpaid = await kit.stripe.paymentIntents.create({ amount: 5000, currency: 'myr' });
    await expect(kit.stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toThrow(
      /does not have a successful charge to refund/,
    );
    await expect(kit.stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(kit.stripe.refunds.retrieve('re_unknown')).rejects.toMatchObject({ statusCode: 404 });
    const paid = await paidIntent();
    await expect(kit.stripe.refunds.create({ payment_intent: paid.id, amount: 0 })).rejects.toMatchObject({
      param: 'amount',
    });
  });
});
