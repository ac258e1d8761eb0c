// Which payment method types an intent offers, as Stripe decides it since API version
// 2026-09-30.endive (the version of the stripe package Kelas uses): `payment_method_types` can no
// longer be written; the types are the account's, filtered to those compatible with the intent
// (currency, saving for later), narrowed by `allowed_payment_method_types` or
// `excluded_payment_method_types`, and answered in the read-only `payment_method_types`.
import type Stripe from 'stripe';
import type { Params } from './params';
import { invalidRequest } from './stripe-errors';

/** The types this (Malaysian) account has turned on in its Dashboard. */
const ACCOUNT_TYPES = ['card', 'fpx'];

/** What the request asked for, kept on the intent so that an update can decide again. */
export interface MethodChoice {
  allowed_payment_method_types: string[] | null;
  excluded_payment_method_types: string[] | null;
  automatic_payment_methods: { enabled: boolean; allow_redirects: 'always' | 'never' } | null;
}

export const METHOD_CHOICE_PARAMS = [
  'payment_method_types',
  'allowed_payment_method_types',
  'excluded_payment_method_types',
  'automatic_payment_methods',
];

function typeList(params: Params, name: string): string[] | undefined {
  const types = params.stringList(name);
  const invalid = types?.find((type) => !/^[a-z][a-z_]*$/.test(type));
  if (invalid !== undefined) throw invalidRequest(`Invalid ${name}: ${invalid}`, { param: name });
  return types;
}

/** Reads the choice, with Stripe's refusals; undefined when the request names none of its params. */
export function readMethodChoice(params: Params): MethodChoice | undefined {
  if (params.has('payment_method_types')) {
    throw invalidRequest(
      'The payment_method_types parameter is no longer supported on this API version. Use allowed_payment_method_types, excluded_payment_method_types or dynamic payment methods instead.',
      { code: 'payment_method_types_no_longer_supported', param: 'payment_method_types' },
    );
  }
  const allowed = typeList(params, 'allowed_payment_method_types');
  const excluded = typeList(params, 'excluded_payment_method_types');
  const automatic = params.hash('automatic_payment_methods', ['enabled', 'allow_redirects']);
  if (allowed !== undefined && (excluded !== undefined || automatic !== undefined)) {
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods, excluded_payment_method_types.',
      { code: 'parameters_exclusive' },
    );
  }
  if (allowed === undefined && excluded === undefined && automatic === undefined) return undefined;
  const enabled = automatic?.boolean('enabled') ?? true;
  if (!enabled && allowed === undefined) {
    throw invalidRequest(
      'With automatic_payment_methods[enabled]=false, name the types in allowed_payment_method_types.',
      {
        param: 'automatic_payment_methods[enabled]',
      },
    );
  }
  return {
    allowed_payment_method_types: allowed ?? null,
    excluded_payment_method_types: excluded ?? null,
    automatic_payment_methods:
      allowed === undefined
        ? {
            enabled: true,
            allow_redirects: automatic?.oneOf('allow_redirects', ['always', 'never']) ?? 'always',
          }
        : null,
  };
}

/** Dynamic payment methods: what an intent that names no types gets. */
export const DYNAMIC: MethodChoice = {
  allowed_payment_method_types: null,
  excluded_payment_method_types: null,
  automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
};

/**
 * The types offered: the choice's (or the account's), compatible with the intent. FPX pays once
 * in ringgit from a bank account and redirects to the bank: not for other currencies, not to
 * save for later, not when redirects are refused.
 */
export function offeredTypes(
  choice: MethodChoice,
  intent: { currency: string | null; savesForLater: boolean },
): string[] {
  const wanted = (choice.allowed_payment_method_types ?? ACCOUNT_TYPES).filter(
    (type) => ACCOUNT_TYPES.includes(type) && !choice.excluded_payment_method_types?.includes(type),
  );
  const offered = wanted.filter(
    (type) =>
      type === 'card' ||
      (intent.currency === 'myr' &&
        !intent.savesForLater &&
        choice.automatic_payment_methods?.allow_redirects !== 'never'),
  );
  if (offered.length === 0) {
    throw invalidRequest(
      'No valid payment method types for this intent. Please ensure that you have activated payment methods compatible with your chosen currency in your dashboard (https://dashboard.stripe.com/settings/payment_methods).',
      { code: 'payment_intent_invalid_parameter' },
    );
  }
  return offered;
}

/** The choice an intent was made with, as its fields keep it. */
export const choiceOf = (intent: Stripe.PaymentIntent | Stripe.SetupIntent): MethodChoice => ({
  allowed_payment_method_types: intent.allowed_payment_method_types,
  excluded_payment_method_types: intent.excluded_payment_method_types,
  automatic_payment_methods: intent.automatic_payment_methods as MethodChoice['automatic_payment_methods'],
});
