// The bank's side of an FPX payment (/fpx/authorize/:token), where Stripe sends the customer
// after confirmation: it names the bank and the amount and lets the tester authorise or fail the
// payment; either way the PaymentIntent is settled, its events emitted, and the customer sent back
// to the return_url with Stripe's `payment_intent`, `payment_intent_client_secret` and
// `redirect_status` parameters.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { settlePayment } from './charging';
import { fpxBankName } from './fpx-banks';
import { escapeHtml } from './html';
import { readBody, send } from './http-io';
import { formatMoney } from './money';
import type { Emit, Store } from './store';

/** The message Stripe leaves on an intent whose redirect-based payment the customer failed. */
const FAILED_ATTEMPT =
  'The latest payment attempt of this PaymentIntent has failed or been canceled, and the attached payment method has been removed. You can try confirming again with a new payment method.';

export async function handleBankPage(
  store: Store,
  emit: Emit,
  request: IncomingMessage,
  response: ServerResponse,
  token: string,
): Promise<void> {
  const intent = store.paymentIntents.get(store.bankRedirects.get(token) ?? '');
  if (intent === undefined || intent.status !== 'requires_action') {
    send(
      response,
      404,
      'text/html; charset=utf-8',
      page(
        'Payment request expired',
        '<h1>This payment request has expired</h1><p>Return to the shop and pay again.</p>',
      ),
    );
    return;
  }
  const method = store.paymentMethods.get(intent.payment_method as string)!;
  if (request.method !== 'POST') {
    send(response, 200, 'text/html; charset=utf-8', authorisationPage(intent, method));
    return;
  }
  const outcome = new URLSearchParams(await readBody(request)).get('outcome');
  if (outcome !== 'authorise' && outcome !== 'fail') {
    send(response, 400, 'text/plain; charset=utf-8', 'outcome must be authorise or fail');
    return;
  }
  const returnUrl = new URL(intent.next_action!.redirect_to_url!.return_url!);
  store.bankRedirects.delete(token);
  settlePayment(
    store,
    emit,
    intent,
    method,
    outcome === 'authorise'
      ? { paid: true }
      : {
          paid: false,
          code: 'payment_intent_payment_attempt_failed',
          declineCode: null,
          message: FAILED_ATTEMPT,
        },
  );
  returnUrl.searchParams.set('payment_intent', intent.id);
  returnUrl.searchParams.set('payment_intent_client_secret', intent.client_secret!);
  returnUrl.searchParams.set('redirect_status', outcome === 'authorise' ? 'succeeded' : 'failed');
  response.writeHead(303, { Location: returnUrl.href, 'Cache-Control': 'no-store' }).end();
}

function authorisationPage(intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod): string {
  const bank = escapeHtml(fpxBankName(method.fpx!.bank) ?? method.fpx!.bank);
  const amount = escapeHtml(formatMoney(intent.amount, intent.currency));
  const description = intent.description ? `<p>${escapeHtml(intent.description)}</p>` : '';
  return page(
    `${bank}: authorise payment`,
    `<p class="scheme">FPX</p>
    <h1>${bank}</h1>
    <p class="amount">Pay <strong>${amount}</strong></p>
    ${description}
    <form method="post">
      <button type="submit" name="outcome" value="authorise">Authorise payment</button>
      <button type="submit" name="outcome" value="fail" class="secondary">Fail payment</button>
    </form>
    <p class="note">A test bank page of the Stripe fake: no money moves.</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1a1b25; background: #f2f3f7; line-height: 1.5; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
.scheme { margin: 0; font-weight: 700; color: #005a9c; letter-spacing: 0.1em; }
h1 { margin: 0.25rem 0 1rem; }
.amount { font-size: 1.25rem; }
form { display: flex; gap: 0.75rem; margin: 1.5rem 0; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 2px solid #005a9c; background: #005a9c; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #9b1c1c; border-color: #9b1c1c; }
button:focus-visible { outline: 3px solid #1a1b25; outline-offset: 2px; }
.note { color: #4a4b57; font-size: 0.875rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
