/**
 * The fake PayPal approval page a Drop-in PayPal checkout goes through: the buyer, already "signed
 * in" as sandbox's payer, sees the merchant, the amount (or the billing agreement) and chooses
 * Approve or Cancel; PayPal then sends the browser back to the checkout's return or cancel URL with
 * its token and the payer's id, as PayPal's Express Checkout does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendText } from './http';
import type { BraintreeState, PayPalApproval } from './model';
import { fill, stringsFor } from './strings';
import { SANDBOX_PAYER } from './test-instruments';
import { escapeXml as escapeHtml } from './xml';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #2c2e2f; background: #f5f7fa; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; background: #fff; }
  h1 { color: #003087; font-size: 1.75rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.125rem; margin: 1rem 0 .25rem; }
  .notice { background: #fff4ce; padding: .5rem .75rem; border-radius: 4px; }
  dl { display: flex; gap: .5rem; margin: .25rem 0 1rem; } dt { font-weight: 600; } dd { margin: 0; }
  .actions { display: flex; gap: .75rem; }
  button { font: inherit; padding: .6rem 1.5rem; border-radius: 1.5rem; cursor: pointer; }
  button[value=approve] { background: #0070ba; color: #fff; border: 2px solid #0070ba; }
  button[value=cancel] { background: #fff; color: #0070ba; border: 2px solid #0070ba; }
  button:focus-visible { outline: 3px solid #003087; outline-offset: 2px; }
`;

/** Keeps the Drop-in iframe as tall as this page; the channel is the one Drop-in put in its return URL. */
function resizeScript(approval: PayPalApproval): string {
  const channel = new URL(approval.returnUrl).searchParams.get('channel') ?? '';
  return `<script>
    (function () {
      var send = function () {
        window.parent.postMessage({ source: 'braintree-dropin-fake', channel: ${JSON.stringify(channel)},
          type: 'resize', height: document.body.getBoundingClientRect().height }, '*');
      };
      new ResizeObserver(send).observe(document.body);
    })();
  </script>`;
}

function page(tag: string, title: string, body: string): string {
  return `<!doctype html><html lang="${tag}"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function approvalPage(approval: PayPalApproval, merchant: string): string {
  const { tag, strings } = stringsFor(approval.locale);
  const what =
    approval.flow === 'checkout'
      ? `<dl><dt>${strings.paypalAmount}</dt><dd>${escapeHtml(`${approval.amount} ${approval.currency}`)}</dd></dl>`
      : `<p>${escapeHtml(fill(strings.paypalAgreement, { merchant }))}</p>`;
  return page(
    tag,
    strings.paypalPageTitle,
    `<main>
      <h1>PayPal</h1>
      <p class="notice">${strings.paypalTestNotice}</p>
      <p>${escapeHtml(fill(strings.paypalSignedInAs, { email: SANDBOX_PAYER.email }))}</p>
      <h2>${escapeHtml(fill(strings.paypalPayTo, { merchant }))}</h2>
      ${what}
      <form method="post" action="/checkoutnow" class="actions">
        <input type="hidden" name="token" value="${escapeHtml(approval.token)}">
        <button type="submit" name="decision" value="approve">${strings.paypalApprove}</button>
        <button type="submit" name="decision" value="cancel">${strings.paypalCancel}</button>
      </form>
    </main>${resizeScript(approval)}`,
  );
}

function withQuery(url: string, values: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(values)) target.searchParams.set(name, value);
  return target.toString();
}

function unknown(response: ServerResponse, locale: string | null): void {
  const { tag, strings } = stringsFor(locale);
  sendText(
    response,
    404,
    'text/html',
    page(
      tag,
      strings.paypalPageTitle,
      `<main><h1>PayPal</h1><p role="alert">${strings.paypalUnknown}</p></main>`,
    ),
  );
}

/** GET /checkoutnow?token=… shows the approval; POST /checkoutnow records the buyer's decision. */
export async function handlePayPalPage(
  state: BraintreeState,
  merchant: string,
  request: IncomingMessage,
  response: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  if (request.method === 'GET') {
    const approval = state.paypalApprovals.get(query.get('token') ?? '');
    if (!approval) return unknown(response, query.get('locale'));
    return sendText(response, 200, 'text/html', approvalPage(approval, merchant));
  }
  const form = new URLSearchParams(await readBody(request));
  const approval = state.paypalApprovals.get(form.get('token') ?? '');
  if (!approval) return unknown(response, null);
  let location: string;
  if (form.get('decision') === 'approve') {
    approval.payerId = SANDBOX_PAYER.payerId;
    location = withQuery(approval.returnUrl, {
      token: approval.token,
      PayerID: SANDBOX_PAYER.payerId,
      ...(approval.flow === 'vault' ? { ba_token: approval.token } : {}),
    });
  } else {
    state.paypalApprovals.delete(approval.token);
    location = withQuery(approval.cancelUrl, { token: approval.token });
  }
  response.writeHead(303, { location });
  response.end();
}
