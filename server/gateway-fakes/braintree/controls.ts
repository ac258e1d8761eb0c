/**
 * The fake's own controls, for tests and the demo: a JSON view of its transactions and webhooks,
 * and the back-office events (settle, decline settlement, disburse, dispute) — as methods on the
 * started fake and as JSON under /__fake/ for a Playwright test or a person with curl.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatCents } from './amounts';
import type { BackOffice } from './events';
import { readJson, sendJson } from './http';
import type { BraintreeState, Transaction } from './model';
import { type Params, text } from './params';
import type { Webhooks } from './webhooks';

/** A transaction as the controls show it (JSON-friendly, amounts as Braintree writes them). */
export interface TransactionView {
  readonly id: string;
  readonly type: 'sale' | 'credit';
  readonly status: string;
  readonly amount: string;
  readonly currency: string;
  readonly merchantAccountId: string;
  readonly orderId: string | null;
  readonly paymentInstrumentType: string;
  readonly processorResponseCode: string;
  readonly customerId: string | null;
  readonly paymentMethodToken: string | null;
  readonly refundIds: readonly string[];
  readonly refundedTransactionId: string | null;
  readonly disputeIds: readonly string[];
  readonly createdAt: string;
}

export function transactionView(transaction: Transaction): TransactionView {
  return {
    id: transaction.id,
    type: transaction.type,
    status: transaction.status,
    amount: formatCents(transaction.cents),
    currency: transaction.currency,
    merchantAccountId: transaction.merchantAccountId,
    orderId: transaction.orderId,
    paymentInstrumentType: transaction.instrument.kind,
    processorResponseCode: transaction.processor.code,
    customerId: transaction.customerId,
    paymentMethodToken: transaction.token,
    refundIds: [...transaction.refundIds],
    refundedTransactionId: transaction.refundedTransactionId,
    disputeIds: [...transaction.disputeIds],
    createdAt: transaction.createdAt.toISOString(),
  };
}

interface ControlContext {
  readonly state: BraintreeState;
  readonly webhooks: Webhooks;
  readonly backOffice: BackOffice;
}

const ROUTES: [string, RegExp, (context: ControlContext, body: Params, id: string) => unknown][] = [
  ['GET', /^transactions$/, ({ state }) => [...state.transactions.values()].map(transactionView)],
  [
    'GET',
    /^transactions\/([\w-]+)$/,
    ({ state }, _body, id) => {
      const transaction = state.transactions.get(id);
      if (!transaction) throw new Error(`No transaction ${id}`);
      return transactionView(transaction);
    },
  ],
  ['POST', /^transactions\/([\w-]+)\/settle$/, ({ backOffice }, _body, id) => backOffice.settle(id)],
  [
    'POST',
    /^transactions\/([\w-]+)\/decline-settlement$/,
    ({ backOffice }, _body, id) => backOffice.declineSettlement(id),
  ],
  ['POST', /^transactions\/([\w-]+)\/disburse$/, ({ backOffice }, _body, id) => backOffice.disburse(id)],
  [
    'POST',
    /^transactions\/([\w-]+)\/dispute$/,
    ({ backOffice }, body, id) =>
      backOffice.openDispute(id, {
        amount: text(body.amount) ?? undefined,
        reason: text(body.reason) ?? undefined,
      }),
  ],
  [
    'POST',
    /^disputes\/([\w-]+)\/close$/,
    ({ backOffice }, body, id) => {
      const outcome = text(body.outcome);
      if (outcome !== 'won' && outcome !== 'lost' && outcome !== 'accepted')
        throw new Error('outcome must be won, lost or accepted');
      return backOffice.closeDispute(id, outcome);
    },
  ],
  ['GET', /^notifications$/, ({ webhooks }) => webhooks.list()],
  ['POST', /^notifications\/([\w-]+)\/redeliver$/, ({ webhooks }, _body, id) => webhooks.redeliver(id)],
  ['POST', /^webhooks\/hold$/, ({ webhooks }) => webhooks.hold()],
  [
    'POST',
    /^webhooks\/release$/,
    ({ webhooks }, body) =>
      webhooks.release({ order: body.order === 'reversed' ? 'reversed' : 'as-emitted' }),
  ],
  ['POST', /^webhook-url$/, ({ webhooks }, body) => webhooks.setUrl(text(body.url))],
];

/** Answers a request under /__fake/ (`path` is what follows); 400 with the reason when refused. */
export async function handleControlRequest(
  context: ControlContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  for (const [method, pattern, handle] of ROUTES) {
    const match = request.method === method ? pattern.exec(path) : null;
    if (!match) continue;
    try {
      // JSON only: a cross-site form cannot send it, so no web page can drive the fake.
      if (method === 'POST' && !request.headers['content-type']?.startsWith('application/json'))
        throw new Error('Send a JSON body (Content-Type: application/json).');
      const result = await handle(context, await readJson(request), match[1] ?? '');
      return sendJson(response, 200, result ?? { ok: true });
    } catch (error) {
      return sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  sendJson(response, 404, { error: 'No such control' });
}
