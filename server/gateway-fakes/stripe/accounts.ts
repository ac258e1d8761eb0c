// Connect accounts, as far as destination charges need them: created (express when no type is
// given), retrieved, and looked up by the PaymentIntents that name them as destination.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { accountObject } from './objects';
import { newMetadata, Params } from './params';
import { findIn } from './store';

export function createAccount(call: ApiCall): Stripe.Account {
  const params = new Params(call.form, [
    'type',
    'country',
    'email',
    'metadata',
    'capabilities',
    'business_type',
  ]);
  params.hash('capabilities', ['card_payments', 'transfers', 'fpx_payments']);
  params.oneOf('business_type', ['individual', 'company', 'non_profit', 'government_entity']);
  const account = accountObject({
    type: params.oneOf('type', ['express', 'standard', 'custom']) ?? 'express',
    country: params.string('country')?.toUpperCase() ?? 'MY',
    email: params.string('email') ?? null,
    metadata: newMetadata(params.metadata()),
  });
  call.store.accounts.set(account.id, account);
  return account;
}

export function retrieveAccount(call: ApiCall): Stripe.Account {
  new Params(call.form, []);
  return findIn(call.store.accounts, call.id, 'account');
}
