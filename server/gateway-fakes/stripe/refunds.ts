// Refunds of a paid PaymentIntent (or charge): partial ones until nothing is left, never more than
// what has not been refunded yet, reversing a destination charge's transfer and fee when asked;
// each refund updates the charge and emits `refund.created` and `charge.refunded` as Stripe does.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { listPage, PAGE_PARAMS } from './lists';
import { formatMoney } from './money';
import { newMetadata, Params } from './params';
import { refundObject } from './payment-objects';
import { findIn } from './store';
import { invalidRequest } from './stripe-errors';

export function createRefund(call: ApiCall) {
  const params = new Params(call.form, [
    'payment_intent',
    'charge',
    'amount',
    'reason',
    'metadata',
    'refund_application_fee',
    'reverse_transfer',
  ]);
  const charge = chargeToRefund(call, params);
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = params.integer('amount', 1) ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(left, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const reversesTransfer = checkConnectOptions(charge, params);

  const refund = refundObject(charge, {
    amount,
    reason: params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null,
    metadata: newMetadata(params.metadata()),
    reversesTransfer,
  });
  call.store.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  call.emit('refund.created', refund);
  call.emit('charge.refunded', charge);
  return refund;
}

/**
 * Connect's options, for a destination charge: `reverse_transfer` takes the refunded share back
 * from the connected account (the refund names the transfer reversal), `refund_application_fee`
 * gives back the same share of the platform's fee (none to give back when the fee was 0). Either
 * is refused on a charge that made no transfer.
 */
function checkConnectOptions(charge: Stripe.Charge, params: Params): boolean {
  const reverseTransfer = params.boolean('reverse_transfer') ?? false;
  const refundFee = params.boolean('refund_application_fee') ?? false;
  if (charge.transfer === undefined) {
    if (reverseTransfer) {
      throw invalidRequest(
        `Charge ${charge.id} has no transfer to reverse: reverse_transfer can only be used on a destination charge.`,
        { param: 'reverse_transfer' },
      );
    }
    if (refundFee) {
      throw invalidRequest(
        `Charge ${charge.id} has no application fee to refund: refund_application_fee can only be used on a destination charge.`,
        { param: 'refund_application_fee' },
      );
    }
  }
  return reverseTransfer;
}

/** The successful charge a refund is of, named by `payment_intent` or `charge`. */
function chargeToRefund(call: ApiCall, params: Params): Stripe.Charge {
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  if ((intentId === undefined) === (chargeId === undefined)) {
    throw invalidRequest('You must pass exactly one of payment_intent or charge.', {
      code: 'parameter_missing',
    });
  }
  if (chargeId !== undefined) {
    const charge = findIn(call.store.charges, chargeId, 'charge', 'charge');
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
        param: 'charge',
      });
    }
    return charge;
  }
  const intent = findIn(call.store.paymentIntents, intentId!, 'payment_intent', 'payment_intent');
  if (intent.status !== 'succeeded') {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      param: 'payment_intent',
    });
  }
  return call.store.charges.get(intent.latest_charge as string)!;
}

export function retrieveRefund(call: ApiCall) {
  new Params(call.form, []);
  return findIn(call.store.refunds, call.id, 'refund');
}

export function listRefunds(call: ApiCall) {
  const params = new Params(call.form, [...PAGE_PARAMS, 'payment_intent', 'charge']);
  const intent = params.string('payment_intent');
  const charge = params.string('charge');
  const refunds = [...call.store.refunds.values()].filter(
    (refund) =>
      (intent === undefined || refund.payment_intent === intent) &&
      (charge === undefined || refund.charge === charge),
  );
  return listPage(refunds, params, call.path, 'refund');
}
