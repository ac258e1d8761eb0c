// Builders of the API objects the fake answers with, typed by the SDK's own definitions so that
// every field Stripe sends is present with the name, `object` value and kind of value it has:
// customers, connected accounts, events and lists here; intents and payments in their own files.
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
export function accountObject(fields: {
  type: Stripe.Account.Type;
  country: string;
  email: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Account {
  // Onboarding is not modelled: a new account can take destination charges at once.
  return {
    id: newId('acct'),
    object: 'account',
    business_type: null,
    capabilities: { card_payments: 'active', transfers: 'active' },
    charges_enabled: true,
    country: fields.country,
    created: nowInSeconds(),
    default_currency: fields.country === 'MY' ? 'myr' : 'usd',
    details_submitted: true,
    email: fields.email,
    metadata: fields.metadata,
    payouts_enabled: true,
    type: fields.type,
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

/** An event as Stripe sends it: a snapshot of the object at the moment of the change. */
export type FakeEvent = Omit<Stripe.EventBase, 'data'> & { data: { object: ApiObject } };

export function eventObject(
  type: Stripe.Event.Type,
  object: ApiObject,
  request: Stripe.Event.Request,
  pendingWebhooks: number,
): FakeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowInSeconds(),
    data: { object: structuredClone(object) },
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
