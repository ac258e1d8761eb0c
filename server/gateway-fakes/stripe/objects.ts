// Builders of the API objects the fake answers with, typed by the SDK's own definitions so that
// every field Stripe sends is present with the name, `object` value and kind of value it has:
// customers, connected accounts (not yet onboarded when new), events and lists here; intents and
// payments in their own files.
import Stripe from 'stripe';
import { newId } from './ids';

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function customerObject(fields: {
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Customer {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowInSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: newId('cus').slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: fields.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}
/** The capabilities a connected account can be given here (Kelas asks for the first two). */
export const CAPABILITIES = ['card_payments', 'transfers', 'fpx_payments'] as const;
export type CapabilityName = (typeof CAPABILITIES)[number];

/**
 * A new connected account as Stripe creates one: nothing submitted yet, so it can neither take
 * charges nor be paid out, its capabilities `inactive` and its onboarding's fields past due.
 */
export function accountObject(fields: {
  type: Stripe.Account.Type;
  country: string;
  email: string | null;
  businessType: Stripe.Account.BusinessType | null;
  capabilities: readonly CapabilityName[];
  metadata: Stripe.Metadata;
}): Stripe.Account {
  const person = fields.businessType === 'individual' ? 'individual' : 'representative';
  const due = [
    'business_profile.mcc',
    'business_profile.url',
    ...(fields.businessType === null ? ['business_type'] : []),
    'external_account',
    `${person}.first_name`,
    `${person}.last_name`,
    'tos_acceptance.date',
    'tos_acceptance.ip',
  ];
  return {
    id: newId('acct'),
    object: 'account',
    business_type: fields.businessType,
    capabilities: Object.fromEntries(fields.capabilities.map((name) => [name, 'inactive'])),
    charges_enabled: false,
    country: fields.country,
    created: nowInSeconds(),
    default_currency: fields.country === 'MY' ? 'myr' : 'usd',
    details_submitted: false,
    email: fields.email,
    future_requirements: requirementsObject([], null),
    metadata: fields.metadata,
    payouts_enabled: false,
    requirements: requirementsObject(due, 'requirements.past_due'),
    type: fields.type,
  };
}

/** An account's `requirements`: the fields still wanted, and why it is disabled meanwhile. */
export function requirementsObject(
  due: string[],
  disabledReason: Stripe.Account.Requirements.DisabledReason | null,
): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: disabledReason,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  };
}

/** Any object the fake stores and answers with. */
export type ApiObject =
  | Stripe.Account
  | Stripe.Charge
  | Stripe.Customer
  | Stripe.PaymentIntent
  | Stripe.PaymentMethod
  | Stripe.Refund
  | Stripe.SetupIntent;

/**
 * An event as Stripe sends it: a snapshot of the object at the moment of the change, and for an
 * `*.updated` event the fields' values before it.
 */
export type FakeEvent = Omit<Stripe.EventBase, 'data'> & {
  data: { object: ApiObject; previous_attributes?: Record<string, unknown> };
};

export function eventObject(
  type: Stripe.Event.Type,
  object: ApiObject,
  request: Stripe.Event.Request,
  pendingWebhooks: number,
  previousAttributes?: Record<string, unknown>,
): FakeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    // An event about a connected account is a Connect event: it names the account it comes from.
    ...(object.object === 'account' ? { account: object.id } : {}),
    api_version: Stripe.API_VERSION,
    created: nowInSeconds(),
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
    },
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request,
    type,
  };
}

/** A page of a list, `{ object: 'list', data, has_more, url }`. */
export function listObject<T>(data: T[], hasMore: boolean, url: string): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}
