// Rules Stripe applies to PaymentIntents and SetupIntents alike: a publishable key must prove the
// intent's client secret, a confirmation uses one of the intent's payment method types, and one
// that may end in a redirect needs a `return_url`.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import type { Params } from './params';
import { invalidRequest } from './stripe-errors';

/** Refuses a publishable-key call that does not carry the intent's client secret. */
export function checkClientSecret(
  call: ApiCall,
  params: Params,
  intent: Stripe.PaymentIntent | Stripe.SetupIntent,
): void {
  const given = params.string('client_secret');
  if (call.publishable && given === undefined) {
    throw invalidRequest('Missing required param: client_secret.', {
      code: 'parameter_missing',
      param: 'client_secret',
    });
  }
  if (given !== undefined && given !== intent.client_secret) {
    const kind = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${kind}.`,
      { param: 'client_secret' },
    );
  }
}

/**
 * The confirmation's `return_url`: a valid URL, and present when the customer may be sent away
 * (FPX always; any method when automatic payment methods allow redirects), unless off session.
 */
export function returnUrlOf(
  params: Params,
  intent: Stripe.PaymentIntent | Stripe.SetupIntent,
  method: Stripe.PaymentMethod,
  offSession: boolean,
): string | undefined {
  const returnUrl = params.string('return_url');
  if (returnUrl !== undefined && !URL.canParse(returnUrl)) {
    throw invalidRequest('Not a valid URL', { param: 'return_url' });
  }
  if (returnUrl !== undefined || offSession) return returnUrl;
  const missing = { code: 'parameter_missing', param: 'return_url' };
  if (method.type === 'fpx') {
    throw invalidRequest(
      'A return_url must be specified because this PaymentIntent uses fpx, which redirects the customer to their bank.',
      missing,
    );
  }
  if (intent.automatic_payment_methods?.allow_redirects === 'always') {
    const kind = intent.object === 'payment_intent' ? 'Payment Intent' : 'Setup Intent';
    throw invalidRequest(
      `A return_url must be specified because this ${kind} is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set \`automatic_payment_methods[allow_redirects]\` to \`never\` when creating Setup Intents and Payment Intents.`,
      missing,
    );
  }
  return undefined;
}

/** Refuses a payment method of a type the intent does not offer. */
export function checkMethodType(
  intent: Stripe.PaymentIntent | Stripe.SetupIntent,
  method: Stripe.PaymentMethod,
): void {
  if (intent.payment_method_types.includes(method.type)) return;
  const kind = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
  throw invalidRequest(
    `The PaymentMethod provided (${method.type}) is not allowed for this ${kind}. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}.`,
    { code: `${intent.object}_incompatible_payment_method`, param: 'payment_method' },
  );
}
