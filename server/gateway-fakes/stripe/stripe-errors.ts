// Stripe's error responses: the HTTP status and the `{ error: { type, code, message, param, … } }`
// body the SDK turns into its error classes (400/404 StripeInvalidRequestError, 401
// StripeAuthenticationError, 402 StripeCardError, idempotency_error StripeIdempotencyError).
import type Stripe from 'stripe';

export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The `error` of an error response (what the SDK exposes as `error.raw`). */
export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Stripe.PaymentIntent;
  setup_intent?: Stripe.SetupIntent;
  payment_method?: Stripe.PaymentMethod;
}

/** A refusal: thrown by the handlers, answered by the server as `{ error }` with `status`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** Stripe links each error code to its page, e.g. card_declined → …/error-codes/card-declined. */
export const docUrlOf = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;

/** A 400 invalid_request_error (or another status, e.g. 404 for resource_missing). */
export function invalidRequest(
  message: string,
  details: { param?: string; code?: string; status?: number } = {},
): StripeApiError {
  const { status = 400, code, param } = details;
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrlOf(code) } : {}),
    ...(param ? { param } : {}),
  });
}

/** 404 for an id Stripe does not know: "No such payment_intent: 'pi_123'". */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });
}

/** 402 card_error, with whatever objects Stripe attaches (the intent, the payment method, the charge). */
export function cardError(
  body: Omit<StripeErrorBody, 'type' | 'doc_url'> & { code: string },
): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', doc_url: docUrlOf(body.code), ...body });
}

/** 401, as Stripe answers a missing or unknown API key. */
export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
