// The fake's memory: every object it has created, by id, and what Stripe knows behind them (the
// card number behind a payment method, FPX authorisations awaited, onboarding links handed out).
// One store per started fake.
import type Stripe from 'stripe';
import type { ApiObject, FakeEvent } from './objects';
import { resourceMissing } from './stripe-errors';

export interface Store {
  customers: Map<string, Stripe.Customer>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  setupIntents: Map<string, Stripe.SetupIntent>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
  accounts: Map<string, Stripe.Account>;
  /** Every event emitted, in order. */
  events: FakeEvent[];
  /** The full number of each card payment method (objects show only last4). */
  cardNumbers: Map<string, string>;
  /** Cards told to succeed or decline from now on, whatever their number (setCardBehaviour). */
  cardBehaviours: Map<string, 'succeed' | 'decline'>;
  /** Payment methods used once without being attached to a customer, which Stripe refuses to reuse. */
  spentPaymentMethods: Set<string>;
  /** The token in an FPX bank page's address → the PaymentIntent awaiting that authorisation. */
  bankRedirects: Map<string, string>;
  /** The id in an onboarding page's address → the account link it is. */
  accountLinks: Map<string, AccountLinkRecord>;
}

/** An account link as Stripe keeps it behind its single-use URL. */
export interface AccountLinkRecord {
  account: string;
  type: 'account_onboarding' | 'account_update';
  refreshUrl: string;
  returnUrl: string;
  /** Seconds since the epoch; the link leads to refresh_url from then on. */
  expiresAt: number;
  /** Set by the first visit: the form it showed posts this back (a second visit is refused). */
  session: string | null;
  /** Completed or left: the link is spent. */
  finished: boolean;
}

export function createStore(): Store {
  return {
    customers: new Map(),
    paymentIntents: new Map(),
    setupIntents: new Map(),
    paymentMethods: new Map(),
    charges: new Map(),
    refunds: new Map(),
    accounts: new Map(),
    events: [],
    cardNumbers: new Map(),
    cardBehaviours: new Map(),
    spentPaymentMethods: new Set(),
    bankRedirects: new Map(),
    accountLinks: new Map(),
  };
}

/** The object with this id, or Stripe's 404 "No such customer: 'cus_…'" (`kind` as Stripe names it). */
export function findIn<T>(objects: Map<string, T>, id: string, kind: string, param = 'id'): T {
  const found = objects.get(id);
  if (found === undefined) throw resourceMissing(kind, id, param);
  return found;
}

/** Any stored object by its id (its prefix says which kind), for `expand`. */
export function anyObject(store: Store, id: string): ApiObject | undefined {
  const maps: Record<string, Map<string, ApiObject>> = {
    acct: store.accounts,
    ch: store.charges,
    cus: store.customers,
    pi: store.paymentIntents,
    pm: store.paymentMethods,
    re: store.refunds,
    seti: store.setupIntents,
  };
  return maps[id.split('_')[0]!]?.get(id);
}

/**
 * Emits an event about a changed object (the object is copied as it is now), with the changed
 * fields' earlier values for an `*.updated` event.
 */
export type Emit = (
  type: Stripe.Event.Type,
  object: ApiObject,
  previousAttributes?: Record<string, unknown>,
) => void;
