// SetupIntents: saving a card for later (off-session) charges. Confirmed by Stripe.js with the
// card the customer typed; succeeding attaches the card to the customer. A card that declines
// when saved is refused with a 402 as Stripe does.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { setupIntentObject } from './intent-objects';
import { checkClientSecret, checkMethodType, returnUrlOf } from './intent-rules';
import { DYNAMIC, METHOD_CHOICE_PARAMS, offeredTypes, readMethodChoice } from './method-types';
import { newMetadata, Params } from './params';
import {
  attachTo,
  cardOutcomeOf,
  checkUsableBy,
  paymentMethodFromData,
  paymentMethodNamed,
} from './payment-methods';
import { findIn } from './store';
import { cardError, docUrlOf, invalidRequest } from './stripe-errors';

const CONFIRM_PARAMS = ['payment_method', 'payment_method_data', 'return_url'];

const unexpectedState = (message: string) =>
  invalidRequest(message, { code: 'setup_intent_unexpected_state' });

export function createSetupIntent(call: ApiCall) {
  const params = new Params(call.form, [
    'customer',
    'description',
    'metadata',
    ...METHOD_CHOICE_PARAMS,
    'usage',
    'confirm',
    ...CONFIRM_PARAMS,
  ]);
  const customer = params.string('customer');
  if (customer !== undefined) findIn(call.store.customers, customer, 'customer', 'customer');
  // Only cards can be saved here: FPX pays once from a bank account.
  const methodChoice = readMethodChoice(params) ?? DYNAMIC;
  const paymentMethodTypes = offeredTypes(methodChoice, { currency: null, savesForLater: true });
  const intent = setupIntentObject({
    customer: customer ?? null,
    description: params.string('description') ?? null,
    metadata: newMetadata(params.metadata()),
    methodChoice,
    paymentMethodTypes,
    usage: params.oneOf('usage', ['off_session', 'on_session']) ?? 'off_session',
  });
  call.store.setupIntents.set(intent.id, intent);
  call.emit('setup_intent.created', intent);
  return params.boolean('confirm') ? confirmIntent(call, intent, params) : intent;
}

export function retrieveSetupIntent(call: ApiCall) {
  const params = new Params(call.form, ['client_secret']);
  const intent = findIn(call.store.setupIntents, call.id, 'setupintent', 'intent');
  checkClientSecret(call, params, intent);
  return intent;
}

export function confirmSetupIntent(call: ApiCall) {
  const params = new Params(call.form, [...CONFIRM_PARAMS, 'client_secret']);
  const intent = findIn(call.store.setupIntents, call.id, 'setupintent', 'intent');
  checkClientSecret(call, params, intent);
  return confirmIntent(call, intent, params);
}

function confirmIntent(call: ApiCall, intent: Stripe.SetupIntent, params: Params): Stripe.SetupIntent {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
    throw unexpectedState(
      intent.status === 'succeeded'
        ? 'You cannot confirm this SetupIntent because it has already succeeded.'
        : `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
    );
  }
  const method = params.has('payment_method_data')
    ? paymentMethodFromData(call.store, params)
    : paymentMethodNamed(call.store, params.required('payment_method'));
  checkMethodType(intent, method);
  returnUrlOf(params, intent, method, false);
  const customer = typeof intent.customer === 'string' ? intent.customer : null;
  checkUsableBy(call.store, method, customer);
  const outcome = cardOutcomeOf(call.store, method, 'setup');
  if (outcome.ok) {
    if (customer !== null) attachTo(call.emit, method, customer);
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    call.emit('setup_intent.succeeded', intent);
    return intent;
  }
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_setup_error = {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    doc_url: docUrlOf(outcome.code),
    message: outcome.message,
    payment_method: structuredClone(method),
  };
  call.emit('setup_intent.setup_failed', intent);
  throw cardError({
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    setup_intent: structuredClone(intent),
    payment_method: method,
  });
}

export function cancelSetupIntent(call: ApiCall) {
  const params = new Params(call.form, ['cancellation_reason']);
  const intent = findIn(call.store.setupIntents, call.id, 'setupintent', 'intent');
  const reason = params.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer']);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw unexpectedState(
      `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action, processing.`,
    );
  }
  intent.status = 'canceled';
  intent.cancellation_reason = reason ?? null;
  call.emit('setup_intent.canceled', intent);
  return intent;
}
