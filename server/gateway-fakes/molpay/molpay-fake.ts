/**
 * A local Razer Merchant Services (MOLPay, now Fiuu) for integration tests, end-to-end tests and
 * the demo: the hosted payment page a merchant sends the buyer to, the signed result posted back to
 * the return URL by the browser and to the callback (and notification) URL server to server, and
 * the merchant APIs for status requery, refund, refund status and reversal.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Callbacks, type SentCallback } from './callbacks';
import { handleControlRequest, MolpayControls, type PaymentView } from './controls';
import { openPaymentPage, processPayment } from './hosted-page';
import { send } from './http';
import { handleMerchantApi } from './merchant-api';
import { type Outcome, Payments } from './payments';
import { Results } from './results';

export { CALLBACK_ACK } from './callbacks';
export { molpaySkey, molpayVcode, type SkeyFields, type VcodeFields } from './signatures';
export type { Outcome, PaymentView, SentCallback };

export interface MolpayFakeOptions {
  /** Default: any free port on 127.0.0.1. */
  readonly port?: number;
  readonly merchantId: string;
  readonly verifyKey: string;
  readonly secretKey: string;
  /** The name the page shows the buyer. Default: the merchant id. */
  readonly merchantName?: string;
  /** The merchant portal's "extended vcode": the currency is appended before hashing. Default: off. */
  readonly extendedVcode?: boolean;
  /** Currencies the merchant account takes. Default: MYR. */
  readonly currencies?: readonly string[];
  /** The merchant portal's notification URL (results posted with nbcb=2). Default: none. */
  readonly notificationUrl?: string;
  /** Retry of unacknowledged server-to-server posts. Default: Razer's, every 15 minutes up to 4 times. */
  readonly callbackRetry?: { delayMs: number; retries: number };
  /** How long a pendingThenSettle payment stays pending. Default: 3 seconds. */
  readonly pendingSettleMs?: number;
}

export interface MolpayFake {
  /** http://127.0.0.1:{port}: the payment page is at {url}/MOLPay/pay/{merchantId}/, the APIs under it too. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
  payments(): PaymentView[];
  payment(tranID: string): PaymentView | undefined;
  /** How payments made from now on end: '00' (default), '11', '22' (until settlePending) or pendingThenSettle. */
  setOutcome(outcome: Outcome): void;
  /** Finishes a pending payment and posts its final status. */
  settlePending(tranID: string, status?: '00' | '11'): Promise<SentCallback[]>;
  /** Pays out (or rejects) a pending online-banking refund and posts it to its notify_url. */
  completeRefund(refundId: string, status?: '00' | '11'): Promise<void>;
  /** Every server-to-server post of a result, in order, with its attempts. */
  callbacks(): readonly SentCallback[];
  holdCallbacks(): void;
  releaseCallbacks(options?: { order?: 'as-emitted' | 'reversed' }): Promise<SentCallback[]>;
  redeliver(callbackId: string): Promise<SentCallback | undefined>;
}

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

export async function startMolpayFake(options: MolpayFakeOptions): Promise<MolpayFake> {
  const payments = new Payments(options.merchantId, options.secretKey);
  const callbacks = new Callbacks(options.callbackRetry ?? { delayMs: FIFTEEN_MINUTES_MS, retries: 4 });
  const results = new Results(payments, callbacks, {
    notificationUrl: options.notificationUrl ?? null,
    pendingSettleMs: options.pendingSettleMs ?? 3000,
  });
  const merchant = { ...options, payments, callbacks };
  const controls = new MolpayControls(merchant, results, callbacks);
  const page = {
    ...merchant,
    merchantName: options.merchantName ?? options.merchantId,
    extendedVcode: options.extendedVcode ?? false,
    currencies: options.currencies ?? ['MYR'],
    results,
  };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const pay = /^\/(MOLPay|RMS)\/pay\/([^/]+)\/?(process)?$/.exec(path);
    if (pay?.[3] === 'process' && request.method === 'POST')
      return processPayment(page, request, response, pay[1]!, pay[2]!);
    if (pay && !pay[3]) return openPaymentPage(page, request, response, pay[1]!, pay[2]!, url.searchParams);
    if (path.startsWith('/__fake/'))
      return handleControlRequest(controls, request, response, path.slice('/__fake/'.length));
    if (await handleMerchantApi(merchant, request, response, path, url.searchParams)) return;
    send(response, 404, 'text/plain', 'Not found');
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        results.close();
        callbacks.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    payments: () => controls.payments(),
    payment: (tranID) => controls.payment(tranID),
    setOutcome: (outcome) => controls.setOutcome(outcome),
    settlePending: (tranID, status) => controls.settlePending(tranID, status),
    completeRefund: (refundId, status) => controls.completeRefund(refundId, status),
    callbacks: () => controls.callbacks(),
    holdCallbacks: () => controls.holdCallbacks(),
    releaseCallbacks: (releaseOptions) => controls.releaseCallbacks(releaseOptions),
    redeliver: (callbackId) => controls.redeliver(callbackId),
  };
}
