// What an API handler is given: the decoded parameters, the id in the path, which key made the
// call, the store and a way to emit events carrying the request's id.
import type { FormObject } from './form-body';
import type { Emit, Store } from './store';

export interface ApiCall {
  store: Store;
  emit: Emit;
  form: FormObject;
  /** The id in the path (`/v1/payment_intents/:id`), or '' when the route has none. */
  id: string;
  /** The path, which a list answers as its `url`. */
  path: string;
  /** Made with the publishable key, as Stripe.js calls: only intents it holds the secret of. */
  publishable: boolean;
  /** The fake's own origin, for the addresses it hands out (the FPX bank page). */
  origin: string;
}
