/**
 * Braintree's vault: nonces turned into instruments (once for a tokenized nonce, any number of
 * times for sandbox's fixed ones), customers, and payment methods stored for repeat charges.
 */
import { type ErrorName, type ValidationError, ValidationFailure, validationError } from './errors';
import { type BraintreeState, type Customer, newIds, type VaultedPaymentMethod } from './model';
import { object, type Params, text } from './params';
import { type Instrument, staticNonce } from './test-instruments';

/** The error names a nonce refusal takes in the object it was sent with. */
export interface NonceErrors {
  readonly unknown: ErrorName;
  readonly consumed: ErrorName;
  readonly path: readonly string[];
}

export type NonceLookup =
  | { ok: true; instrument: Instrument; consume: () => void }
  | { ok: false; error: ValidationError };

export function lookUpNonce(state: BraintreeState, nonce: string, errors: NonceErrors): NonceLookup {
  const fixed = staticNonce(nonce);
  if (fixed?.kind === 'luhn_invalid')
    return { ok: false, error: validationError('cardNumberInvalid', [...errors.path, 'credit-card']) };
  if (fixed?.kind === 'consumed') return { ok: false, error: validationError(errors.consumed, errors.path) };
  if (fixed) return { ok: true, instrument: fixed, consume: () => {} };
  const tokenized = state.nonces.get(nonce);
  if (!tokenized) return { ok: false, error: validationError(errors.unknown, errors.path) };
  if (tokenized.consumed) return { ok: false, error: validationError(errors.consumed, errors.path) };
  return {
    ok: true,
    instrument: tokenized.instrument,
    consume: () => {
      tokenized.consumed = true;
    },
  };
}

/** A one-time PayPal payment cannot be stored; a billing agreement and a card can. */
export function isVaultable(instrument: Instrument): boolean {
  return instrument.kind === 'credit_card' || instrument.paypal.billingAgreementId !== null;
}

export function vaultInstrument(
  state: BraintreeState,
  customer: Customer,
  instrument: Instrument,
  makeDefault: boolean,
): VaultedPaymentMethod {
  const isDefault = makeDefault || customer.tokens.length === 0;
  if (isDefault) for (const token of customer.tokens) state.paymentMethods.get(token)!.isDefault = false;
  const method: VaultedPaymentMethod = {
    token: newIds.paymentMethodToken(),
    customerId: customer.id,
    instrument,
    isDefault,
    createdAt: new Date(),
  };
  state.paymentMethods.set(method.token, method);
  customer.tokens.push(method.token);
  return method;
}

function customerErrors(state: BraintreeState, params: Params): ValidationError[] {
  const errors: ValidationError[] = [];
  const id = text(params.id);
  if (id !== null && !/^[A-Za-z0-9_-]{1,36}$/.test(id))
    errors.push(validationError('customerIdInvalid', ['customer']));
  else if (id !== null && state.customers.has(id))
    errors.push(validationError('customerIdTaken', ['customer']));
  const email = text(params.email);
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.push(validationError('customerEmailInvalid', ['customer']));
  return errors;
}

function newCustomer(state: BraintreeState, params: Params): Customer {
  const customer: Customer = {
    id: text(params.id) ?? newIds.customer(),
    firstName: text(params.first_name),
    lastName: text(params.last_name),
    email: text(params.email),
    company: text(params.company),
    phone: text(params.phone),
    createdAt: new Date(),
    tokens: [],
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/** customer.create, optionally storing the payment method of `payment_method_nonce`. */
export function createCustomer(state: BraintreeState, params: Params): Customer {
  const errors = customerErrors(state, params);
  const nonce = text(params.payment_method_nonce);
  const lookup = nonce
    ? lookUpNonce(state, nonce, {
        unknown: 'paymentMethodNonceUnknown',
        consumed: 'paymentMethodNonceConsumed',
        path: ['customer'],
      })
    : null;
  if (lookup && !lookup.ok) errors.push(lookup.error);
  if (lookup?.ok && !isVaultable(lookup.instrument))
    errors.push(validationError('oneTimePayPalNotVaultable', ['customer', 'paypal-account']));
  if (errors.length > 0) throw new ValidationFailure(errors);
  const customer = newCustomer(state, params);
  if (lookup?.ok) {
    lookup.consume();
    vaultInstrument(state, customer, lookup.instrument, true);
  }
  return customer;
}

/** The customer a transaction names or describes, created when it does not exist yet. */
export function customerForVaulting(
  state: BraintreeState,
  customerId: string | null,
  details: Params,
): Customer {
  return (customerId && state.customers.get(customerId)) || newCustomer(state, details);
}

/** paymentMethod.create: a nonce stored for a customer. */
export function createPaymentMethod(state: BraintreeState, params: Params): VaultedPaymentMethod {
  const errors: ValidationError[] = [];
  const customerId = text(params.customer_id);
  const customer = customerId ? state.customers.get(customerId) : undefined;
  if (!customerId) errors.push(validationError('customerIdRequired', ['payment-method']));
  else if (!customer) errors.push(validationError('paymentMethodCustomerInvalid', ['payment-method']));
  const nonce = text(params.payment_method_nonce);
  const lookup = nonce
    ? lookUpNonce(state, nonce, {
        unknown: 'paymentMethodNonceUnknown',
        consumed: 'paymentMethodNonceConsumed',
        path: ['payment-method'],
      })
    : null;
  if (!lookup) errors.push(validationError('paymentMethodNonceRequired', ['payment-method']));
  else if (!lookup.ok) errors.push(lookup.error);
  else if (!isVaultable(lookup.instrument))
    errors.push(validationError('oneTimePayPalNotVaultable', ['paypal-account']));
  if (errors.length > 0 || !customer || !lookup?.ok) throw new ValidationFailure(errors);
  lookup.consume();
  return vaultInstrument(state, customer, lookup.instrument, object(params.options).make_default === true);
}
