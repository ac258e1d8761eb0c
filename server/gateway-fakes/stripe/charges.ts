// GET /v1/charges/:id: the charge a PaymentIntent's `latest_charge` names (card details, refunds).
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { Params } from './params';
import { findIn } from './store';

export function retrieveCharge(call: ApiCall): Stripe.Charge {
  new Params(call.form, []);
  return findIn(call.store.charges, call.id, 'charge');
}
