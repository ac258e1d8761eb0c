// PaymentMethods: made from card details or an FPX bank as Stripe.js sends them, or from Stripe's
// test ids (`pm_card_visa`); retrieved, attached to and detached from customers; and the rules
// Stripe applies before one is charged or saved.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { FPX_BANKS } from './fpx-banks';
import { Params } from './params';
import { cardPaymentMethodObject, fpxPaymentMethodObject } from './payment-objects';
import { type Emit, findIn, type Store } from './store';
import { cardError, invalidRequest } from './stripe-errors';
import {
  type CardOutcome,
  cardDetailsProblem,
  cardOutcome,
  GENERIC_DECLINE,
  TEST_PAYMENT_METHODS,
} from './test-cards';

function storeCard(store: Store, card: { number: string; expMonth: number; expYear: number }) {
  const method = cardPaymentMethodObject(card);
  store.paymentMethods.set(method.id, method);
  store.cardNumbers.set(method.id, card.number);
  return method;
}

/** The payment method a `payment_method` param names: a stored one, or a new one from a test id. */
export function paymentMethodNamed(store: Store, id: string, param = 'payment_method'): Stripe.PaymentMethod {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber !== undefined) {
    return storeCard(store, { number: testNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 });
  }
  return findIn(store.paymentMethods, id, 'PaymentMethod', param);
}

/** A new payment method from `payment_method_data`, as Stripe.js sends what the customer typed. */
export function paymentMethodFromData(store: Store, params: Params): Stripe.PaymentMethod {
  const data = params.hash('payment_method_data', ['type', 'card', 'fpx', 'billing_details'])!;
  const type = data.oneOf('type', ['card', 'fpx']);
  if (type === undefined) data.required('type');
  const billing = data.hash('billing_details', ['name', 'email', 'phone']);
  const method = type === 'fpx' ? fpxMethod(store, data) : cardMethod(store, data);
  method.billing_details = {
    ...method.billing_details,
    name: billing?.string('name') ?? null,
    email: billing?.string('email') ?? null,
    phone: billing?.string('phone') ?? null,
  };
  return method;
}

function cardMethod(store: Store, data: Params): Stripe.PaymentMethod {
  const card = data.hash('card', ['number', 'exp_month', 'exp_year', 'cvc']);
  if (card === undefined) data.required('card');
  const number = card!.required('number').replace(/[\s-]/g, '');
  const expMonth = card!.requiredInteger('exp_month');
  const givenYear = card!.requiredInteger('exp_year');
  const details = {
    number,
    expMonth,
    expYear: givenYear < 100 ? 2000 + givenYear : givenYear,
    cvc: card!.string('cvc'),
  };
  const problem = cardDetailsProblem(details);
  // Refused before any intent is touched, as Stripe refuses the payment method itself.
  if (problem) throw cardError({ code: problem.code, message: problem.message, param: problem.param });
  return storeCard(store, details);
}

function fpxMethod(store: Store, data: Params): Stripe.PaymentMethod {
  const fpx = data.hash('fpx', ['bank', 'account_holder_type']);
  if (fpx === undefined) data.required('fpx');
  const bank = fpx!.oneOf(
    'bank',
    FPX_BANKS.map((known) => known.code),
  );
  if (bank === undefined) fpx!.required('bank');
  fpx!.oneOf('account_holder_type', ['individual']);
  const method = fpxPaymentMethodObject(bank as Stripe.PaymentMethod.Fpx.Bank);
  store.paymentMethods.set(method.id, method);
  return method;
}

/** What charging (or saving) this card does now: as told by setCardBehaviour, else by its number. */
export function cardOutcomeOf(
  store: Store,
  method: Stripe.PaymentMethod,
  purpose: 'charge' | 'setup',
): CardOutcome {
  const told = store.cardBehaviours.get(method.id);
  if (told !== undefined) return told === 'succeed' ? { ok: true } : GENERIC_DECLINE;
  return cardOutcome(store.cardNumbers.get(method.id)!, purpose);
}

/** Stripe's refusals of a payment method that is not this customer's to use. */
export function checkUsableBy(store: Store, method: Stripe.PaymentMethod, customer: string | null): void {
  if (store.spentPaymentMethods.has(method.id)) {
    throw invalidRequest(
      'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      { param: 'payment_method' },
    );
  }
  if (method.customer !== null && method.customer !== customer) {
    throw invalidRequest(
      customer === null
        ? `The provided PaymentMethod is attached to a Customer (${method.customer}); pass that customer too to use it.`
        : 'The provided PaymentMethod belongs to a different Customer. Use a PaymentMethod attached to this Customer.',
      { param: 'payment_method' },
    );
  }
}

export function attachTo(emit: Emit, method: Stripe.PaymentMethod, customer: string): void {
  if (method.customer === customer) return;
  method.customer = customer;
  emit('payment_method.attached', method);
}

export function retrievePaymentMethod(call: ApiCall) {
  new Params(call.form, []);
  return findIn(call.store.paymentMethods, call.id, 'PaymentMethod');
}

/** POST /v1/payment_methods/:id/attach: saving a card verifies it, so a declining card is refused. */
export function attachPaymentMethod(call: ApiCall) {
  const params = new Params(call.form, ['customer']);
  const customer = params.required('customer');
  findIn(call.store.customers, customer, 'customer', 'customer');
  const method = paymentMethodNamed(call.store, call.id, 'id');
  if (method.customer !== null && method.customer !== customer) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', {
      code: 'payment_method_unexpected_state',
    });
  }
  checkUsableBy(call.store, method, method.customer);
  if (method.type === 'card') {
    const outcome = cardOutcomeOf(call.store, method, 'setup');
    if (!outcome.ok) {
      throw cardError({ code: outcome.code, decline_code: outcome.declineCode, message: outcome.message });
    }
  }
  attachTo(call.emit, method, customer);
  return method;
}

export function detachPaymentMethod(call: ApiCall) {
  new Params(call.form, []);
  const method = findIn(call.store.paymentMethods, call.id, 'PaymentMethod');
  if (method.customer === null) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      { code: 'payment_method_unexpected_state' },
    );
  }
  const customer = call.store.customers.get(method.customer as string);
  if (customer?.invoice_settings.default_payment_method === method.id) {
    customer.invoice_settings.default_payment_method = null;
  }
  method.customer = null;
  call.store.spentPaymentMethods.add(method.id);
  call.emit('payment_method.detached', method);
  return method;
}
