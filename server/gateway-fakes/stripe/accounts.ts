// Connect accounts, as far as destination charges need them: created (express when no type is
// given) not yet onboarded, retrieved, listed, onboarded (by the hosted onboarding page or a test's
// control), and checked by the PaymentIntents that name them as destination.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { listPage, PAGE_PARAMS } from './lists';
import { accountObject, CAPABILITIES, type CapabilityName, requirementsObject } from './objects';
import { newMetadata, Params } from './params';
import { type Emit, findIn } from './store';
import { invalidRequest } from './stripe-errors';

/** What an account gets when none are requested: the platform's default capabilities. */
const DEFAULT_CAPABILITIES: CapabilityName[] = ['card_payments', 'transfers'];

export function createAccount(call: ApiCall): Stripe.Account {
  const params = new Params(call.form, [
    'type',
    'country',
    'email',
    'metadata',
    'capabilities',
    'business_type',
  ]);
  const asked = params.hash('capabilities', CAPABILITIES);
  const requested = CAPABILITIES.filter((name) => asked?.hash(name, ['requested'])?.boolean('requested'));
  const account = accountObject({
    type: params.oneOf('type', ['express', 'standard', 'custom']) ?? 'express',
    country: params.string('country')?.toUpperCase() ?? 'MY',
    email: params.string('email') ?? null,
    businessType:
      params.oneOf('business_type', ['individual', 'company', 'non_profit', 'government_entity']) ?? null,
    capabilities: requested.length > 0 ? requested : DEFAULT_CAPABILITIES,
    metadata: newMetadata(params.metadata()),
  });
  call.store.accounts.set(account.id, account);
  return account;
}

export function retrieveAccount(call: ApiCall): Stripe.Account {
  new Params(call.form, []);
  return findIn(call.store.accounts, call.id, 'account');
}

export function listAccounts(call: ApiCall): Stripe.ApiList<Stripe.Account> {
  const params = new Params(call.form, PAGE_PARAMS);
  return listPage(call.store.accounts.values(), params, call.path, 'account');
}

/**
 * The account holder has given everything onboarding asked for: its capabilities become active,
 * it can take charges (given card_payments) and be paid out, and `account.updated` says so with
 * the earlier values. An account already onboarded is left as it is, with no event.
 */
export function completeOnboarding(account: Stripe.Account, emit: Emit): Stripe.Account {
  if (account.details_submitted) return account;
  const previous = structuredClone({
    capabilities: account.capabilities,
    charges_enabled: account.charges_enabled,
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
    requirements: account.requirements,
  });
  const capabilities = Object.keys(account.capabilities ?? {});
  Object.assign(account, {
    capabilities: Object.fromEntries(capabilities.map((name) => [name, 'active'])),
    charges_enabled: capabilities.includes('card_payments'),
    details_submitted: true,
    payouts_enabled: true,
    requirements: requirementsObject([], null),
  });
  emit('account.updated', account, previous);
  return account;
}

/** Stripe's refusal of a destination charge to an account that cannot receive transfers yet. */
export function checkReceivesTransfers(account: Stripe.Account): void {
  if (account.capabilities?.transfers === 'active') return;
  throw invalidRequest(
    'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
    { code: 'insufficient_capabilities_for_transfer' },
  );
}
