// Customers: created, listed (by email too), retrieved, updated, and the payment methods saved
// to each, which off-session charges use.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { listPage, PAGE_PARAMS } from './lists';
import { customerObject } from './objects';
import { mergeMetadata, newMetadata, Params } from './params';
import { attachTo, paymentMethodNamed } from './payment-methods';
import { findIn } from './store';
import { invalidRequest } from './stripe-errors';

const FIELDS = ['email', 'name', 'description', 'phone', 'metadata', 'invoice_settings'] as const;

export function createCustomer(call: ApiCall): Stripe.Customer {
  const params = new Params(call.form, [...FIELDS, 'payment_method']);
  const customer = customerObject({
    email: params.string('email') ?? null,
    name: params.string('name') ?? null,
    description: params.string('description') ?? null,
    phone: params.string('phone') ?? null,
    metadata: newMetadata(params.metadata()),
  });
  call.store.customers.set(customer.id, customer);
  call.emit('customer.created', customer);
  const methodId = params.string('payment_method');
  if (methodId !== undefined) attachTo(call.emit, paymentMethodNamed(call.store, methodId), customer.id);
  setDefaultPaymentMethod(call, params, customer.id);
  return customer;
}

/** `invoice_settings[default_payment_method]`: one of the customer's own payment methods. */
function setDefaultPaymentMethod(call: ApiCall, params: Params, customerId: string): void {
  const settings = params.hash('invoice_settings', ['default_payment_method']);
  const methodId = settings?.nullableString('default_payment_method');
  if (methodId === undefined) return;
  if (methodId !== null && call.store.paymentMethods.get(methodId)?.customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
      { param: 'invoice_settings[default_payment_method]' },
    );
  }
  findIn(call.store.customers, customerId, 'customer').invoice_settings.default_payment_method = methodId;
}

export function retrieveCustomer(call: ApiCall): Stripe.Customer {
  new Params(call.form, []);
  return findIn(call.store.customers, call.id, 'customer');
}

export function updateCustomer(call: ApiCall): Stripe.Customer {
  const params = new Params(call.form, FIELDS);
  const customer = findIn(call.store.customers, call.id, 'customer');
  for (const field of ['email', 'name', 'description', 'phone'] as const) {
    const value = params.nullableString(field);
    if (value !== undefined) customer[field] = value;
  }
  customer.metadata = mergeMetadata(customer.metadata, params.metadata());
  setDefaultPaymentMethod(call, params, customer.id);
  call.emit('customer.updated', customer);
  return customer;
}

export function listCustomers(call: ApiCall): Stripe.ApiList<Stripe.Customer> {
  const params = new Params(call.form, [...PAGE_PARAMS, 'email']);
  const email = params.string('email');
  const customers = [...call.store.customers.values()].filter(
    (customer) => email === undefined || customer.email === email,
  );
  return listPage(customers, params, call.path, 'customer');
}

/** GET /v1/customers/:id/payment_methods, optionally of one `type`. */
export function listCustomerPaymentMethods(call: ApiCall): Stripe.ApiList<Stripe.PaymentMethod> {
  const params = new Params(call.form, [...PAGE_PARAMS, 'type']);
  findIn(call.store.customers, call.id, 'customer');
  const type = params.string('type');
  const methods = [...call.store.paymentMethods.values()].filter(
    (method) => method.customer === call.id && (type === undefined || method.type === type),
  );
  return listPage(methods, params, call.path, 'PaymentMethod');
}
