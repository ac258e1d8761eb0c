// The hosted onboarding page an account link leads to (/connect/onboarding/:linkId), in place of
// Stripe's Connect Onboarding: it names the account and lets the tester complete onboarding or
// leave; either way the link is spent and the account holder sent to return_url. As Stripe's link
// is single-use, a second visit, an expired link (300 s) or a spent one leads to refresh_url.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { completeOnboarding } from './accounts';
import { escapeHtml } from './html';
import { readBody, send } from './http-io';
import { randomAlphanumeric } from './ids';
import { nowInSeconds } from './objects';
import { type OnboardingStrings, onboardingStrings } from './onboarding-strings';
import type { AccountLinkRecord, Emit, Store } from './store';

export async function handleOnboardingPage(
  store: Store,
  emit: Emit,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  linkId: string,
): Promise<void> {
  const strings = onboardingStrings(
    url.searchParams.get('locale') ?? 'auto',
    request.headers['accept-language'],
  );
  const link = store.accountLinks.get(linkId);
  if (link === undefined) {
    const body = `<h1>${escapeHtml(strings.invalidTitle)}</h1><p>${escapeHtml(strings.invalidBody)}</p>`;
    send(response, 404, 'text/html; charset=utf-8', page(strings, strings.invalidTitle, body));
    return;
  }
  const account = store.accounts.get(link.account)!;
  if (request.method === 'GET') {
    if (link.finished || link.session !== null || nowInSeconds() >= link.expiresAt) {
      return redirect(response, link.refreshUrl);
    }
    link.session = randomAlphanumeric(24);
    send(response, 200, 'text/html; charset=utf-8', onboardingForm(strings, link, account));
    return;
  }
  if (request.method !== 'POST') {
    send(response, 405, 'text/plain; charset=utf-8', 'GET or POST', { Allow: 'GET, POST' });
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  const action = form.get('action');
  if (action !== 'complete' && action !== 'leave') {
    send(response, 400, 'text/plain; charset=utf-8', 'action must be complete or leave');
    return;
  }
  // Only the form this link showed may finish it, and only once.
  if (link.finished || link.session === null || form.get('session') !== link.session) {
    return redirect(response, link.refreshUrl);
  }
  link.finished = true;
  if (action === 'complete') completeOnboarding(account, emit);
  redirect(response, link.returnUrl);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

function onboardingForm(
  strings: OnboardingStrings,
  link: AccountLinkRecord,
  account: Stripe.Account,
): string {
  const title = link.type === 'account_update' ? strings.updateTitle : strings.onboardingTitle;
  const email = account.email ? escapeHtml(account.email) : escapeHtml(strings.noEmail);
  return page(
    strings,
    title,
    `<p class="brand">stripe <span>Connect</span></p>
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(strings.intro)}</p>
    <dl>
      <dt>${escapeHtml(strings.email)}</dt><dd>${email}</dd>
      <dt>${escapeHtml(strings.account)}</dt><dd><code>${escapeHtml(account.id)}</code></dd>
      <dt>${escapeHtml(strings.country)}</dt><dd>${escapeHtml(account.country ?? '')}</dd>
    </dl>
    <form method="post">
      <input type="hidden" name="session" value="${escapeHtml(link.session!)}">
      <button type="submit" name="action" value="complete">${escapeHtml(strings.complete)}</button>
      <button type="submit" name="action" value="leave" class="secondary">${escapeHtml(strings.leave)}</button>
    </form>
    <p class="note">${escapeHtml(strings.note)}</p>`,
  );
}

function page(strings: OnboardingStrings, title: string, body: string): string {
  return `<!doctype html>
<html lang="${strings.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1a1b25; background: #f2f3f7; line-height: 1.5; }
main { max-width: 30rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
.brand { margin: 0; font-weight: 700; color: #533afd; }
.brand span { font-weight: 400; color: #4a4b57; }
h1 { margin: 0.25rem 0 1rem; font-size: 1.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 1.5rem 0; }
dt { color: #4a4b57; }
dd { margin: 0; overflow-wrap: anywhere; }
form { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1.5rem 0; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 2px solid #533afd; background: #533afd; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #533afd; }
button:focus-visible { outline: 3px solid #1a1b25; outline-offset: 2px; }
.note { color: #4a4b57; font-size: 0.875rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
