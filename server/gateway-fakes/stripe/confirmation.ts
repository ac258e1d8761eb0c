// Confirming a PaymentIntent, however it is asked for (with the creation, by the server, or by
// Stripe.js with what the customer typed): every check Stripe makes before anything changes, then
// the card's outcome (paid, or a 402 decline) or the redirect to the customer's FPX bank.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { declineError, settlePayment } from './charging';
import { randomAlphanumeric } from './ids';
import { checkMethodType, returnUrlOf } from './intent-rules';
import type { Params } from './params';
import { cardOutcomeOf, checkUsableBy, paymentMethodFromData, paymentMethodNamed } from './payment-methods';
import { findIn } from './store';
import { invalidRequest } from './stripe-errors';

export const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'return_url',
  'off_session',
  'setup_future_usage',
];

/** The statuses in which a PaymentIntent may still be changed and confirmed. */
export const UPDATABLE_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export const unexpectedState = (message: string, param?: string) =>
  invalidRequest(message, { code: 'payment_intent_unexpected_state', ...(param ? { param } : {}) });

export interface Confirmation {
  method: Stripe.PaymentMethod;
  returnUrl: string | undefined;
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | undefined;
}

/** Everything Stripe checks before a confirmation changes anything. */
export function checkConfirmation(call: ApiCall, intent: Stripe.PaymentIntent, params: Params): Confirmation {
  if (intent.status === 'succeeded') {
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
  }
  if (!UPDATABLE_STATUSES.includes(intent.status)) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
    );
  }
  const offSession =
    (params.oneOf('off_session', ['true', 'false', 'one_off', 'recurring']) ?? 'false') !== 'false';
  const setupFutureUsage = params.oneOf('setup_future_usage', ['off_session', 'on_session']);
  const method = params.has('payment_method_data')
    ? paymentMethodFromData(call.store, params)
    : params.has('payment_method')
      ? paymentMethodNamed(call.store, params.required('payment_method'))
      : typeof intent.payment_method === 'string'
        ? findIn(call.store.paymentMethods, intent.payment_method, 'PaymentMethod')
        : null;
  if (method === null) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  }
  checkMethodType(intent, method);
  checkUsableBy(call.store, method, intent.customer as string | null);
  return { method, returnUrl: returnUrlOf(params, intent, method, offSession), setupFutureUsage };
}

export function confirmIntent(
  call: ApiCall,
  intent: Stripe.PaymentIntent,
  confirmation: Confirmation,
): Stripe.PaymentIntent {
  const { method, returnUrl, setupFutureUsage } = confirmation;
  if (setupFutureUsage !== undefined) intent.setup_future_usage = setupFutureUsage;
  dropBankRedirect(call, intent);

  if (method.type === 'fpx') {
    // The customer authorises at their bank; the intent waits for them there.
    const token = randomAlphanumeric(24);
    call.store.bankRedirects.set(token, intent.id);
    intent.status = 'requires_action';
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${call.origin}/fpx/authorize/${token}`, return_url: returnUrl! },
    };
    call.emit('payment_intent.requires_action', intent);
    return intent;
  }

  const outcome = cardOutcomeOf(call.store, method, 'charge');
  settlePayment(
    call.store,
    call.emit,
    intent,
    method,
    outcome.ok
      ? { paid: true }
      : { paid: false, code: outcome.code, declineCode: outcome.declineCode, message: outcome.message },
  );
  if (!outcome.ok) throw declineError(intent);
  return intent;
}

/** Forgets the FPX authorisation an intent was waiting for (its bank page no longer works). */
export function dropBankRedirect(call: ApiCall, intent: Stripe.PaymentIntent): void {
  for (const [token, intentId] of call.store.bankRedirects) {
    if (intentId === intent.id) call.store.bankRedirects.delete(token);
  }
}
