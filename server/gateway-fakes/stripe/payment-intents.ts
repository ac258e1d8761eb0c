// PaymentIntents: created (for a destination charge too), retrieved, listed, updated, confirmed
// (confirmation.ts) and canceled, each change emitting the event Stripe would.
import type Stripe from 'stripe';
import { checkReceivesTransfers } from './accounts';
import type { ApiCall } from './api-call';
import {
  CONFIRM_PARAMS,
  checkConfirmation,
  confirmIntent,
  dropBankRedirect,
  UPDATABLE_STATUSES,
  unexpectedState,
} from './confirmation';
import { paymentIntentObject, paymentMethodOptions } from './intent-objects';
import { checkClientSecret } from './intent-rules';
import { listPage, PAGE_PARAMS } from './lists';
import { choiceOf, DYNAMIC, METHOD_CHOICE_PARAMS, offeredTypes, readMethodChoice } from './method-types';
import { checkChargeableAmount, currencyOf } from './money';
import { nowInSeconds } from './objects';
import { mergeMetadata, newMetadata, Params } from './params';
import { checkUsableBy, paymentMethodNamed } from './payment-methods';
import { findIn } from './store';
import { invalidRequest } from './stripe-errors';

export function createPaymentIntent(call: ApiCall): Stripe.PaymentIntent {
  const params = new Params(call.form, [
    'amount',
    'currency',
    'customer',
    'description',
    'metadata',
    ...METHOD_CHOICE_PARAMS,
    'setup_future_usage',
    'transfer_data',
    'application_fee_amount',
    'on_behalf_of',
    'receipt_email',
    'statement_descriptor',
    'capture_method',
    'confirm',
    ...CONFIRM_PARAMS,
  ]);
  const amount = params.requiredInteger('amount', 1);
  const currency = currencyOf(params.required('currency'));
  checkChargeableAmount(amount, currency);
  if (params.string('capture_method') === 'manual') {
    throw invalidRequest(
      'The Stripe fake captures at confirmation only: capture_method=manual is not modelled.',
      {
        param: 'capture_method',
      },
    );
  }
  params.oneOf('capture_method', ['automatic', 'automatic_async']);
  const customer = params.string('customer');
  if (customer !== undefined) findIn(call.store.customers, customer, 'customer', 'customer');
  const setupFutureUsage = params.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null;
  const methodChoice = readMethodChoice(params) ?? DYNAMIC;
  const connect = connectFields(call, params, amount);

  const intent = paymentIntentObject({
    amount,
    currency,
    customer: customer ?? null,
    description: params.string('description') ?? null,
    metadata: newMetadata(params.metadata()),
    methodChoice,
    paymentMethodTypes: offeredTypes(methodChoice, { currency, savesForLater: setupFutureUsage !== null }),
    setupFutureUsage,
    ...connect,
    receiptEmail: params.string('receipt_email') ?? null,
    statementDescriptor: params.string('statement_descriptor') ?? null,
  });
  if (!params.boolean('confirm')) {
    if (params.has('off_session')) {
      throw invalidRequest('off_session can only be used when confirm=true.', { param: 'off_session' });
    }
    // Named but not confirmed: ready for a confirmation, as Stripe keeps it.
    const methodId = params.string('payment_method');
    if (methodId !== undefined) {
      const method = paymentMethodNamed(call.store, methodId);
      checkUsableBy(call.store, method, intent.customer as string | null);
      intent.payment_method = method.id;
      intent.status = 'requires_confirmation';
    }
    call.store.paymentIntents.set(intent.id, intent);
    call.emit('payment_intent.created', intent);
    return intent;
  }
  // A confirmation Stripe would refuse leaves no intent behind: check it before creating.
  const confirmation = checkConfirmation(call, intent, params);
  call.store.paymentIntents.set(intent.id, intent);
  call.emit('payment_intent.created', intent);
  return confirmIntent(call, intent, confirmation);
}

/** A destination charge's accounts and the platform's fee, as Stripe checks them. */
function connectFields(call: ApiCall, params: Params, amount: number) {
  const destination = params.hash('transfer_data', ['destination'])?.required('destination') ?? null;
  const onBehalfOf = params.string('on_behalf_of') ?? null;
  for (const [param, id] of [
    ['transfer_data[destination]', destination],
    ['on_behalf_of', onBehalfOf],
  ] as const) {
    if (id !== null && !call.store.accounts.has(id)) {
      throw invalidRequest(`No such destination: '${id}'`, { code: 'resource_missing', param });
    }
  }
  if (destination !== null) checkReceivesTransfers(call.store.accounts.get(destination)!);
  const applicationFeeAmount = params.integer('application_fee_amount') ?? null;
  if (applicationFeeAmount !== null && destination === null && onBehalfOf === null) {
    throw invalidRequest(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      { param: 'application_fee_amount' },
    );
  }
  if (applicationFeeAmount !== null && applicationFeeAmount > amount) {
    throw invalidRequest('The application fee amount cannot be greater than the amount.', {
      param: 'application_fee_amount',
    });
  }
  return { transferDestination: destination, onBehalfOf, applicationFeeAmount };
}

export function retrievePaymentIntent(call: ApiCall): Stripe.PaymentIntent {
  const params = new Params(call.form, ['client_secret']);
  const intent = findIn(call.store.paymentIntents, call.id, 'payment_intent', 'intent');
  checkClientSecret(call, params, intent);
  return intent;
}

export function listPaymentIntents(call: ApiCall): Stripe.ApiList<Stripe.PaymentIntent> {
  const params = new Params(call.form, [...PAGE_PARAMS, 'customer']);
  const customer = params.string('customer');
  const intents = [...call.store.paymentIntents.values()].filter(
    (intent) => customer === undefined || intent.customer === customer,
  );
  return listPage(intents, params, call.path, 'payment_intent');
}

/** The fields that change what is paid: only before the payment is under way. */
const PAYMENT_FIELDS = [
  'amount',
  'currency',
  'payment_method',
  'setup_future_usage',
  ...METHOD_CHOICE_PARAMS,
];

export function updatePaymentIntent(call: ApiCall): Stripe.PaymentIntent {
  const params = new Params(call.form, [
    ...PAYMENT_FIELDS,
    'metadata',
    'description',
    'receipt_email',
    'customer',
  ]);
  const intent = findIn(call.store.paymentIntents, call.id, 'payment_intent', 'intent');
  const changing = PAYMENT_FIELDS.find((field) => params.has(field));
  if (changing !== undefined && !UPDATABLE_STATUSES.includes(intent.status)) {
    throw unexpectedState(
      `This PaymentIntent's ${changing} could not be updated because it has a status of ${intent.status}. You may only update the ${changing} of a PaymentIntent with one of the following statuses: ${UPDATABLE_STATUSES.join(', ')}.`,
      changing,
    );
  }
  // Everything is checked before anything changes: a refused update leaves the intent as it was.
  const currency = params.has('currency') ? currencyOf(params.required('currency')) : intent.currency;
  const amount = params.integer('amount', 1) ?? intent.amount;
  checkChargeableAmount(amount, currency);
  const customer = params.string('customer') ?? (intent.customer as string | null);
  if (customer !== null) findIn(call.store.customers, customer, 'customer', 'customer');
  const setupFutureUsage = params.has('setup_future_usage')
    ? (params.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null)
    : intent.setup_future_usage;
  const methodChoice = readMethodChoice(params) ?? choiceOf(intent);
  // The offered types follow the currency, the saving and the choice: decided again.
  const types = offeredTypes(methodChoice, { currency, savesForLater: setupFutureUsage !== null });
  const methodId = params.string('payment_method');
  const method = methodId === undefined ? undefined : paymentMethodNamed(call.store, methodId);
  if (method) checkUsableBy(call.store, method, customer);

  Object.assign(intent, methodChoice, {
    amount,
    currency,
    customer,
    setup_future_usage: setupFutureUsage,
    payment_method_types: types,
    payment_method_options: paymentMethodOptions(types),
    metadata: mergeMetadata(intent.metadata, params.metadata()),
  });
  for (const field of ['description', 'receipt_email'] as const) {
    const value = params.nullableString(field);
    if (value !== undefined) intent[field] = value;
  }
  if (method) intent.payment_method = method.id;
  if (changing !== undefined) {
    // What the customer may have been asked to authorise no longer stands: confirm again.
    dropBankRedirect(call, intent);
    intent.next_action = null;
    intent.status = intent.payment_method === null ? 'requires_payment_method' : 'requires_confirmation';
  }
  return intent;
}

/** POST /v1/payment_intents/:id/confirm, from Stripe.js (publishable key) or the server. */
export function confirmPaymentIntent(call: ApiCall): Stripe.PaymentIntent {
  const params = new Params(call.form, [...CONFIRM_PARAMS, 'client_secret', 'receipt_email']);
  const intent = findIn(call.store.paymentIntents, call.id, 'payment_intent', 'intent');
  checkClientSecret(call, params, intent);
  const confirmation = checkConfirmation(call, intent, params);
  const receiptEmail = params.string('receipt_email');
  if (receiptEmail !== undefined) intent.receipt_email = receiptEmail;
  return confirmIntent(call, intent, confirmation);
}

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export function cancelPaymentIntent(call: ApiCall): Stripe.PaymentIntent {
  const params = new Params(call.form, ['cancellation_reason']);
  const intent = findIn(call.store.paymentIntents, call.id, 'payment_intent', 'intent');
  const reason = params.oneOf('cancellation_reason', [
    'duplicate',
    'fraudulent',
    'requested_by_customer',
    'abandoned',
  ]);
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  dropBankRedirect(call, intent);
  intent.status = 'canceled';
  intent.canceled_at = nowInSeconds();
  intent.cancellation_reason = reason ?? null;
  intent.next_action = null;
  call.emit('payment_intent.canceled', intent);
  return intent;
}
