// POST /v1/account_links: a single-use address of the fake's hosted onboarding page for a
// connected account, valid for 300 seconds, which sends the account holder back to return_url (or
// to refresh_url once it is stale), as Stripe's Connect Onboarding links do.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { randomAlphanumeric } from './ids';
import { nowInSeconds } from './objects';
import { Params } from './params';
import { invalidRequest } from './stripe-errors';

/** How long a link may be opened for, in seconds. */
export const LINK_LIFETIME_SECONDS = 300;

export function createAccountLink(call: ApiCall): Stripe.AccountLink {
  const params = new Params(call.form, [
    'account',
    'type',
    'refresh_url',
    'return_url',
    'collect',
    'collection_options',
  ]);
  const accountId = params.required('account');
  params.required('type');
  const type = params.oneOf('type', ['account_onboarding', 'account_update'])!;
  const refreshUrl = urlParam(params, 'refresh_url');
  const returnUrl = urlParam(params, 'return_url');
  // What onboarding collects: accepted, and the same page either way.
  params.oneOf('collect', ['currently_due', 'eventually_due']);
  const options = params.hash('collection_options', ['fields', 'future_requirements']);
  options?.oneOf('fields', ['currently_due', 'eventually_due']);
  options?.oneOf('future_requirements', ['include', 'omit']);

  const account = call.store.accounts.get(accountId);
  if (account === undefined) {
    throw invalidRequest(`No such account: '${accountId}'`, { code: 'resource_missing', param: 'account' });
  }
  if (type === 'account_update' && account.type !== 'custom') {
    throw invalidRequest(
      `You cannot create an account_update link for ${account.type} account ${account.id}: only accounts whose requirements the platform collects (custom accounts) can be updated through an account link.`,
      { param: 'type' },
    );
  }
  const id = randomAlphanumeric(24);
  const created = nowInSeconds();
  const expiresAt = created + LINK_LIFETIME_SECONDS;
  call.store.accountLinks.set(id, {
    account: account.id,
    type,
    refreshUrl,
    returnUrl,
    expiresAt,
    session: null,
    finished: false,
  });
  return {
    object: 'account_link',
    created,
    expires_at: expiresAt,
    url: `${call.origin}/connect/onboarding/${id}`,
  };
}

/** A required absolute http(s) address. */
function urlParam(params: Params, name: string): string {
  const text = params.required(name);
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: name });
  }
  return text;
}
