import type { AuthInput, HandoffTokenResult } from '../../common/api/auth';
import { HANDOFF_PATH } from '../../common/handoff-path';
import type { ClientSite } from '../../common/site';
import { AUTH_PATH } from '../api/accounts';
import { apiRequest } from '../api/client';
import { authStore } from './auth-store';

/**
 * Signed in on an institution's own domain, the person is signed in on the platform's too (spec §7
 * temporary token), where the screens this domain does not serve are: a token for the platform's
 * host, posted there by a form (a top-level visit, so the platform's cookie is its own in every
 * browser), and the platform sends the browser back to this address. Nowhere else, or when the
 * token cannot be had, nothing happens: the person is signed in here all the same.
 */
export async function handOffToPlatform(site: ClientSite): Promise<void> {
  let token: string;
  try {
    const body: AuthInput = { tokenType: 'temporary', targetHost: new URL(site.platform).hostname };
    token = (await apiRequest<HandoffTokenResult>('POST', AUTH_PATH, { body })).token;
  } catch {
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${site.platform}${HANDOFF_PATH}`;
  form.hidden = true;
  for (const [name, value] of [
    ['auth_token', token],
    ['redirect', window.location.href],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * On an institution's own domain, hand off to the platform whenever someone signs in or up on this
 * page (the auth store going from a visitor to a person); not for who was signed in when it loaded.
 */
export function handOffOnSignIn(site: ClientSite): void {
  let before = authStore.getState();
  authStore.subscribe(() => {
    const now = authStore.getState();
    if (before.userLoaded && before.currentUser === null && now.currentUser !== null)
      void handOffToPlatform(site);
    before = now;
  });
}
