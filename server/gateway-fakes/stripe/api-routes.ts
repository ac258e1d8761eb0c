// The API's endpoints: which handler answers each method and path, which of them Stripe.js may
// call with the publishable key, and what every answer goes through (`expand`, and the client's
// view of an intent for the publishable key).
import type Stripe from 'stripe';
import { createAccountLink } from './account-links';
import { createAccount, listAccounts, retrieveAccount } from './accounts';
import type { ApiCall } from './api-call';
import { retrieveCharge } from './charges';
import {
  createCustomer,
  listCustomerPaymentMethods,
  listCustomers,
  retrieveCustomer,
  updateCustomer,
} from './customers';
import { listEvents, retrieveEvent } from './events-api';
import { clientView } from './intent-objects';
import { Params } from './params';
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
  updatePaymentIntent,
} from './payment-intents';
import { attachPaymentMethod, detachPaymentMethod, retrievePaymentMethod } from './payment-methods';
import { createRefund, listRefunds, retrieveRefund } from './refunds';
import {
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  retrieveSetupIntent,
} from './setup-intents';
import { anyObject, type Store } from './store';
import { authenticationError, invalidRequest } from './stripe-errors';

interface Route {
  method: 'GET' | 'POST';
  /** Segments, `:id` standing for the object's id. */
  path: string;
  /** The object or list answered (the store's own, serialised at once). */
  handle: (call: ApiCall) => object;
  /** Stripe.js calls it with the publishable key (and the intent's client secret). */
  publishable?: true;
}

const route = (
  method: Route['method'],
  path: string,
  handle: Route['handle'],
  publishable?: true,
): Route => ({
  method,
  path,
  handle,
  ...(publishable ? { publishable } : {}),
});

const ROUTES: Route[] = [
  route('POST', '/v1/customers', createCustomer),
  route('GET', '/v1/customers', listCustomers),
  route('GET', '/v1/customers/:id', retrieveCustomer),
  route('POST', '/v1/customers/:id', updateCustomer),
  route('GET', '/v1/customers/:id/payment_methods', listCustomerPaymentMethods),
  route('POST', '/v1/payment_intents', createPaymentIntent),
  route('GET', '/v1/payment_intents', listPaymentIntents),
  route('GET', '/v1/payment_intents/:id', retrievePaymentIntent, true),
  route('POST', '/v1/payment_intents/:id', updatePaymentIntent),
  route('POST', '/v1/payment_intents/:id/confirm', confirmPaymentIntent, true),
  route('POST', '/v1/payment_intents/:id/cancel', cancelPaymentIntent),
  route('POST', '/v1/setup_intents', createSetupIntent),
  route('GET', '/v1/setup_intents/:id', retrieveSetupIntent, true),
  route('POST', '/v1/setup_intents/:id/confirm', confirmSetupIntent, true),
  route('POST', '/v1/setup_intents/:id/cancel', cancelSetupIntent),
  route('GET', '/v1/payment_methods/:id', retrievePaymentMethod),
  route('POST', '/v1/payment_methods/:id/attach', attachPaymentMethod),
  route('POST', '/v1/payment_methods/:id/detach', detachPaymentMethod),
  route('POST', '/v1/refunds', createRefund),
  route('GET', '/v1/refunds', listRefunds),
  route('GET', '/v1/refunds/:id', retrieveRefund),
  route('GET', '/v1/charges/:id', retrieveCharge),
  route('POST', '/v1/accounts', createAccount),
  route('GET', '/v1/accounts', listAccounts),
  route('GET', '/v1/accounts/:id', retrieveAccount),
  route('POST', '/v1/account_links', createAccountLink),
  route('GET', '/v1/events', listEvents),
  route('GET', '/v1/events/:id', retrieveEvent),
];

/** The route for a request and the id in its path; Stripe's 404 for an address it does not have. */
export function findRoute(method: string, path: string): { route: Route; id: string } {
  const segments = path.split('/');
  for (const candidate of ROUTES) {
    const pattern = candidate.path.split('/');
    if (candidate.method !== method || pattern.length !== segments.length) continue;
    const matches = pattern.every((part, position) => part === ':id' || part === segments[position]);
    const id = segments[pattern.indexOf(':id')] ?? '';
    if (matches && (id !== '' || !pattern.includes(':id')))
      return { route: candidate, id: decodeURIComponent(id) };
  }
  throw invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    { status: 404 },
  );
}

/** Runs the handler and shapes its answer: `expand[]` fields, and an intent as a client sees it. */
export function answer(route: Route, call: ApiCall): object {
  if (call.publishable && !route.publishable) {
    throw authenticationError(
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    );
  }
  const expansions = new Params(call.form.expand === undefined ? {} : { expand: call.form.expand }, []);
  const result = (expansions.stringList('expand') ?? []).reduce<object>(
    (object, path) => expand(call.store, object, path),
    route.handle(call),
  );
  return call.publishable ? clientView(result as Stripe.PaymentIntent | Stripe.SetupIntent) : result;
}

/** Replaces an id by its object along a dotted path (`latest_charge`, `data.customer`). */
function expand(store: Store, object: object, path: string): object {
  const [head, ...rest] = path.split('.');
  const fields = object as Record<string, unknown>;
  if (fields.object === 'list' && head === 'data') {
    return { ...fields, data: (fields.data as object[]).map((item) => expand(store, item, rest.join('.'))) };
  }
  const value = fields[head!];
  if (value === null) return object;
  const found = typeof value === 'string' ? anyObject(store, value) : (value as object | undefined);
  if (found === undefined || typeof found !== 'object') {
    throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
  }
  return { ...fields, [head!]: rest.length > 0 ? expand(store, found, rest.join('.')) : found };
}
