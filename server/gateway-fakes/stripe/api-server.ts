// The HTTP side of the API under /v1/: the API key (Bearer, or Basic as curl sends it), the
// form body, idempotency keys, CORS for Stripe.js calls from the merchant's page, and Stripe's
// response headers and error bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { answer, findRoute } from './api-routes';
import { decodeForm, FormBodyError } from './form-body';
import { BodyTooLargeError, readBody, send, sendJson } from './http-io';
import { IdempotencyKeys } from './idempotency';
import { newId } from './ids';
import { clientView } from './intent-objects';
import type { Emit, Store } from './store';
import { authenticationError, invalidRequest, StripeApiError } from './stripe-errors';

export interface ApiServerOptions {
  store: Store;
  secretKey: string;
  publishableKey: string;
  origin: () => string;
  /** Emits events carrying the request that caused them. */
  emitFor: (request: Stripe.Event.Request) => Emit;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Idempotency-Key, Stripe-Account, Stripe-Version',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Version',
  'Access-Control-Max-Age': '300',
};

/** The first API version whose behaviour the fake has (endive: payment_method_types no longer written). */
const FIRST_VERSION = '2026-09-30';

/** Refuses a Stripe-Version the fake does not model (absent means the account's: the package's). */
function checkApiVersion(version: string | undefined): void {
  if (version === undefined) return;
  if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version))
    throw invalidRequest(`Invalid Stripe API version: ${version}`);
  if (version.slice(0, 10) < FIRST_VERSION) {
    throw invalidRequest(
      `The Stripe fake models API version ${Stripe.API_VERSION} (and those since ${FIRST_VERSION}); this request asked for ${version}.`,
    );
  }
}

/** The key of the Authorization header: `Bearer sk_…`, or `Basic base64(sk_…:)`. */
function apiKeyOf(request: IncomingMessage): string | undefined {
  const [scheme = '', credentials = ''] = (request.headers.authorization ?? '').split(' ');
  if (/^bearer$/i.test(scheme)) return credentials;
  if (/^basic$/i.test(scheme)) return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

/** As Stripe shows a wrong key: its prefix and last four characters. */
function maskKey(key: string): string {
  const prefix = /^[a-z]+_(test|live)_/.exec(key)?.[0] ?? '';
  return prefix + '*'.repeat(Math.max(0, key.length - prefix.length - 4)) + key.slice(-4);
}

export function createApiServer(options: ApiServerOptions) {
  const idempotency = new IdempotencyKeys();

  /** Which key made the call: the secret key, or the publishable key Stripe.js uses. */
  function authenticate(request: IncomingMessage): 'secret' | 'publishable' {
    const key = apiKeyOf(request);
    if (!key) {
      throw authenticationError(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    }
    if (key === options.secretKey) return 'secret';
    if (key === options.publishableKey) return 'publishable';
    throw authenticationError(`Invalid API Key provided: ${maskKey(key)}`);
  }

  return async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const requestId = newId('req');
    const version = request.headers['stripe-version']?.toString();
    const headers: Record<string, string> = {
      ...CORS_HEADERS,
      'Request-Id': requestId,
      'Stripe-Version': version ?? Stripe.API_VERSION,
    };
    let publishable = false;

    /** The response a refusal stands for (500 for anything that is not one: a bug of the fake). */
    const failure = (error: unknown): [number, object] => {
      const refusal =
        error instanceof FormBodyError || error instanceof BodyTooLargeError
          ? invalidRequest(error.message)
          : error;
      if (!(refusal instanceof StripeApiError)) {
        console.error('Stripe fake: unexpected error', error);
        return [500, { error: { type: 'api_error', message: 'An unknown error occurred' } }];
      }
      const body = {
        ...refusal.body,
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      };
      // A publishable key sees an intent inside an error as it sees it anywhere else.
      if (publishable && body.payment_intent)
        body.payment_intent = clientView(body.payment_intent) as Stripe.PaymentIntent;
      if (publishable && body.setup_intent)
        body.setup_intent = clientView(body.setup_intent) as Stripe.SetupIntent;
      return [refusal.status, { error: body }];
    };

    try {
      publishable = authenticate(request) === 'publishable';
      checkApiVersion(version);
      if (request.headers['stripe-account'] !== undefined) {
        throw invalidRequest(
          'The Stripe fake does not keep objects of connected accounts (Stripe-Account header): use destination charges.',
        );
      }
      const body = await readBody(request);
      const method = request.method ?? 'GET';
      const { route, id } = findRoute(method, url.pathname);
      const form = decodeForm(method === 'GET' ? url.search.slice(1) : body);
      const key = method === 'POST' ? request.headers['idempotency-key']?.toString() : undefined;

      const replay = key === undefined ? undefined : idempotency.replay(key, url.pathname, body);
      if (replay) {
        const replayHeaders = {
          ...headers,
          'Idempotent-Replayed': 'true',
          'Original-Request': replay.requestId,
        };
        send(response, replay.status, 'application/json', replay.body, replayHeaders);
        return;
      }
      let status = 200;
      let value: object;
      try {
        value = answer(route, {
          store: options.store,
          emit: options.emitFor({ id: requestId, idempotency_key: key ?? null }),
          form,
          id,
          path: url.pathname,
          publishable,
          origin: options.origin(),
        });
      } catch (error) {
        [status, value] = failure(error);
      }
      const text = JSON.stringify(value, null, 2);
      // Stripe keeps the result of a request that ran: a success or a decline.
      if (key !== undefined && (status === 200 || status === 402)) {
        idempotency.save(key, url.pathname, body, { status, body: text, requestId });
      }
      send(response, status, 'application/json', text, headers);
    } catch (error) {
      sendJson(response, ...failure(error), headers);
    }
  };
}
