// The end of a payment attempt, whoever decided it (a card's outcome, the customer at the FPX
// bank page): the charge it leaves, the PaymentIntent's new state and the events Stripe sends,
// in Stripe's order (charge.succeeded, then payment_intent.succeeded).
import type Stripe from 'stripe';
import { attachTo } from './payment-methods';
import { type ChargeResult, chargeObject, transferGroupOf } from './payment-objects';
import type { Emit, Store } from './store';
import { cardError, docUrlOf, type StripeApiError } from './stripe-errors';

export function settlePayment(
  store: Store,
  emit: Emit,
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  result: ChargeResult,
): Stripe.Charge {
  const charge = chargeObject(intent, method, result);
  store.charges.set(charge.id, charge);
  intent.latest_charge = charge.id;
  intent.next_action = null;
  emit(result.paid ? 'charge.succeeded' : 'charge.failed', charge);

  if (result.paid) {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    if (intent.transfer_data) intent.transfer_group = transferGroupOf(intent);
    const customer = typeof intent.customer === 'string' ? intent.customer : null;
    if (intent.setup_future_usage !== null && customer !== null) attachTo(emit, method, customer);
    // A payment method used without a customer to keep it is spent (Stripe refuses to reuse it).
    else if (method.customer === null) store.spentPaymentMethods.add(method.id);
    emit('payment_intent.succeeded', intent);
    return charge;
  }

  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_payment_error = {
    type: method.type === 'card' ? 'card_error' : 'invalid_request_error',
    code: result.code,
    ...(result.declineCode !== null ? { decline_code: result.declineCode } : {}),
    doc_url: docUrlOf(result.code),
    message: result.message,
    charge: charge.id,
    payment_method: structuredClone(method),
  };
  emit('payment_intent.payment_failed', intent);
  return charge;
}

/** The 402 Stripe answers a declined confirmation with: the error, the intent and the card. */
export function declineError(intent: Stripe.PaymentIntent): StripeApiError {
  const failure = intent.last_payment_error!;
  return cardError({
    code: failure.code!,
    ...(failure.decline_code ? { decline_code: failure.decline_code } : {}),
    message: failure.message!,
    charge: failure.charge!,
    payment_intent: structuredClone(intent),
    payment_method: failure.payment_method!,
  });
}
