// PaymentIntent and SetupIntent objects as the SDK types them, and the part of one a publishable
// key may see.
import type Stripe from 'stripe';
import { newClientSecret, newId } from './ids';
import type { MethodChoice } from './method-types';
import { nowInSeconds } from './objects';

export interface PaymentIntentFields {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  methodChoice: MethodChoice;
  /** The types offered (method-types.ts decides them from the choice). */
  paymentMethodTypes: string[];
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
  transferDestination: string | null;
  applicationFeeAmount: number | null;
  onBehalfOf: string | null;
  receiptEmail: string | null;
  statementDescriptor: string | null;
}

export function paymentIntentObject(fields: PaymentIntentFields): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    ...fields.methodChoice,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: fields.applicationFeeAmount,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: newClientSecret(id),
    confirmation_method: 'automatic',
    created: nowInSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: fields.onBehalfOf,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: paymentMethodOptions(fields.paymentMethodTypes),
    payment_method_types: fields.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: fields.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: fields.statementDescriptor,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: fields.transferDestination ? { destination: fields.transferDestination } : null,
    transfer_group: null,
  };
}

export function paymentMethodOptions(types: string[]): Stripe.PaymentIntent.PaymentMethodOptions {
  return {
    ...(types.includes('card')
      ? {
          card: {
            installments: null,
            mandate_options: null,
            network: null,
            request_three_d_secure: 'automatic',
          },
        }
      : {}),
    ...(types.includes('fpx') ? { fpx: {} } : {}),
  };
}

export function setupIntentObject(fields: {
  customer: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  methodChoice: MethodChoice;
  paymentMethodTypes: string[];
  usage: 'off_session' | 'on_session';
}): Stripe.SetupIntent {
  const id = newId('seti');
  return {
    id,
    object: 'setup_intent',
    ...fields.methodChoice,
    application: null,
    cancellation_reason: null,
    client_secret: newClientSecret(id),
    created: nowInSeconds(),
    customer: fields.customer,
    description: fields.description,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: fields.paymentMethodTypes,
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: fields.usage,
  };
}
/**
 * What a publishable key may see of an intent retrieved or confirmed with its client secret:
 * Stripe leaves out the customer, metadata and anything else not marked "retrievable with
 * publishable key" in its API reference.
 */
const CLIENT_FIELDS = {
  payment_intent: [
    'id',
    'object',
    'amount',
    'automatic_payment_methods',
    'canceled_at',
    'cancellation_reason',
    'capture_method',
    'client_secret',
    'confirmation_method',
    'created',
    'currency',
    'description',
    'last_payment_error',
    'livemode',
    'next_action',
    'payment_method',
    'payment_method_types',
    'processing',
    'receipt_email',
    'setup_future_usage',
    'shipping',
    'status',
  ],
  setup_intent: [
    'id',
    'object',
    'cancellation_reason',
    'client_secret',
    'created',
    'description',
    'last_setup_error',
    'livemode',
    'next_action',
    'payment_method',
    'payment_method_types',
    'status',
    'usage',
  ],
};

export function clientView<T extends Stripe.PaymentIntent | Stripe.SetupIntent>(intent: T): Partial<T> {
  const fields: string[] = CLIENT_FIELDS[intent.object];
  return Object.fromEntries(Object.entries(intent).filter(([name]) => fields.includes(name))) as Partial<T>;
}
