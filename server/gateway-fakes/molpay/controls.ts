/**
 * The MOLPay fake's own controls, for tests and the demo — as methods of the started fake and as
 * JSON under /__fake/: what was paid and posted, how the next payments end, finishing a pending
 * payment or refund, and holding, releasing and redelivering the server-to-server posts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Callbacks, SentCallback } from './callbacks';
import { readBody, sendJson } from './http';
import { type MerchantApiContext, refundAnswer } from './merchant-api';
import type { Outcome, Payment } from './payments';
import type { Results } from './results';

/** A payment as the controls show it. */
export interface PaymentView {
  readonly tranID: string;
  readonly orderid: string;
  readonly amount: string;
  readonly currency: string;
  /** '00', '11', '22', or null while the buyer is on the page. */
  readonly status: string | null;
  readonly channel: string | null;
  readonly paydate: string;
  readonly reversed: boolean;
  readonly refunds: readonly { refundId: string; refId: string; amount: string; status: string }[];
}

function view(payment: Payment): PaymentView {
  return {
    tranID: payment.tranID,
    orderid: payment.orderid,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    channel: payment.channel,
    paydate: payment.paydate,
    reversed: payment.reversed,
    refunds: payment.refunds.map(({ refundId, refId, amount, status }) => ({
      refundId,
      refId,
      amount,
      status,
    })),
  };
}

const OUTCOMES: readonly Outcome[] = ['00', '11', '22', 'pendingThenSettle'];

export class MolpayControls {
  constructor(
    private readonly merchant: MerchantApiContext,
    private readonly results: Results,
    private readonly posts: Callbacks,
  ) {}

  payments(): PaymentView[] {
    return this.merchant.payments.list().map(view);
  }

  payment(tranID: string): PaymentView | undefined {
    const payment = this.merchant.payments.get(tranID);
    return payment && view(payment);
  }

  /** How payments made from now on end: '00', '11', '22' (pending until settlePending) or pendingThenSettle. */
  setOutcome(outcome: Outcome): void {
    if (!OUTCOMES.includes(outcome)) throw new Error(`outcome must be one of ${OUTCOMES.join(', ')}`);
    this.results.outcome = outcome;
  }

  /** Finishes a pending ('22') payment and posts its final status. */
  settlePending(tranID: string, status: '00' | '11' = '00'): Promise<SentCallback[]> {
    const payment = this.merchant.payments.get(tranID);
    if (!payment) throw new Error(`No payment ${tranID}`);
    return this.results.settlePending(payment, status);
  }

  /** Razer pays out (or rejects) a pending refund and posts it to the refund's notify_url. */
  async completeRefund(refundId: string, status: '00' | '11' = '00'): Promise<void> {
    const payment = this.merchant.payments
      .list()
      .find((candidate) => candidate.refunds.some((r) => r.refundId === refundId));
    const refund = payment?.refunds.find((candidate) => candidate.refundId === refundId);
    if (!payment || !refund) throw new Error(`No refund ${refundId}`);
    if (refund.status !== '22') throw new Error(`Refund ${refundId} is not pending`);
    refund.status = status;
    refund.updatedAt = new Date();
    if (refund.notifyUrl)
      await fetch(refund.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(refundAnswer(this.merchant, payment, refund)),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
  }

  callbacks(): readonly SentCallback[] {
    return this.posts.list();
  }

  /** Keeps the server-to-server posts back until releaseCallbacks. */
  holdCallbacks(): void {
    this.posts.hold();
  }

  /** Stops holding and posts what was held, in the order asked for; resolves once all were answered. */
  releaseCallbacks(options: { order?: 'as-emitted' | 'reversed' } = {}): Promise<SentCallback[]> {
    return this.posts.release(options.order);
  }

  redeliver(callbackId: string): Promise<SentCallback | undefined> {
    return this.posts.redeliver(callbackId);
  }
}

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const ROUTES: [string, RegExp, (controls: MolpayControls, body: Body, id: string) => unknown][] = [
  ['GET', /^payments$/, (controls) => controls.payments()],
  [
    'GET',
    /^payments\/(\w+)$/,
    (controls, _body, id) => controls.payment(id) ?? Promise.reject(new Error(`No payment ${id}`)),
  ],
  ['POST', /^outcome$/, (controls, body) => controls.setOutcome(text(body.outcome) as Outcome)],
  [
    'POST',
    /^payments\/(\w+)\/settle$/,
    (controls, body, id) => controls.settlePending(id, body.status === '11' ? '11' : '00'),
  ],
  [
    'POST',
    /^refunds\/(\w+)\/complete$/,
    (controls, body, id) => controls.completeRefund(id, body.status === '11' ? '11' : '00'),
  ],
  ['GET', /^callbacks$/, (controls) => controls.callbacks()],
  ['POST', /^callbacks\/hold$/, (controls) => controls.holdCallbacks()],
  [
    'POST',
    /^callbacks\/release$/,
    (controls, body) =>
      controls.releaseCallbacks({ order: body.order === 'reversed' ? 'reversed' : 'as-emitted' }),
  ],
  ['POST', /^callbacks\/([\w-]+)\/redeliver$/, (controls, _body, id) => controls.redeliver(id)],
];

/** Answers a request under /__fake/ (`path` is what follows); 400 with the reason when refused. */
export async function handleControlRequest(
  controls: MolpayControls,
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
      const raw = await readBody(request);
      const result = await handle(controls, raw ? (JSON.parse(raw) as Body) : {}, match[1] ?? '');
      return sendJson(response, 200, result ?? { ok: true });
    } catch (error) {
      return sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  sendJson(response, 404, { error: 'No such control' });
}
