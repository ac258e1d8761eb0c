import { type ClientSite, HANDOFF_PATH } from '../../common/site';
import { askHandoffToken } from '../api/accounts';
import { currentSite } from '../lib/site';

/**
 * Signed in on an institution's own domain, the person is signed in on the platform's too (spec §7
 * temporary token), where the screens this domain does not serve are: a token for the platform's
 * host, posted there by a form (a top-level visit, so the platform's cookie is its own in every
 * browser), and the platform sends the browser back to this address. Nowhere else, or when the
 * token cannot be had, nothing happens: the person is signed in here all the same.
 */
export async function handOffToPlatform(site: ClientSite | null = currentSite()): Promise<void> {
  if (!site) return;
  let token: string;
  try {
    token = (await askHandoffToken(new URL(site.platform).hostname)).token;
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
