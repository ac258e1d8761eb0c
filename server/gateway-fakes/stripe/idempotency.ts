// Stripe's idempotent requests: a POST carrying an `Idempotency-Key` it has seen answers with the
// first response again (status and body) instead of acting twice; the same key on another
// endpoint or with other parameters is refused. Only requests that ran are remembered (Stripe
// keeps no result for a request refused before it started, e.g. an unknown key or address).
import { StripeApiError } from './stripe-errors';

export interface SavedResponse {
  status: number;
  body: string;
  requestId: string;
}

interface Saved extends SavedResponse {
  path: string;
  requestBody: string;
}

export class IdempotencyKeys {
  private readonly saved = new Map<string, Saved>();

  /** The response to replay for this key, undefined when it is new; refuses a key reused differently. */
  replay(key: string, path: string, requestBody: string): SavedResponse | undefined {
    const saved = this.saved.get(key);
    if (saved === undefined) return undefined;
    const tryAnother = `Try using a key other than '${key}' if you meant to execute a different request.`;
    if (saved.path !== path) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.path}' vs '${path}'). ${tryAnother}`,
      });
    }
    if (saved.requestBody !== requestBody) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. ${tryAnother}`,
      });
    }
    return saved;
  }

  save(key: string, path: string, requestBody: string, response: SavedResponse): void {
    this.saved.set(key, { ...response, path, requestBody });
  }
}
