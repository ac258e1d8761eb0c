/**
 * A local Braintree for integration tests, end-to-end tests and the demo: the gateway API the
 * official `braintree` SDK calls (client tokens, sales, refunds, voids, customers, vaulted payment
 * methods, with sandbox's test nonces and amounts), signed webhooks, and a stand-in for the Drop-in
 * UI with its client API and a fake PayPal approval page. Point the SDK at it with
 * `new braintree.Environment('127.0.0.1', port, url, false)`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleClientApiRequest } from './client-api';
import { handleControlRequest, type TransactionView, transactionView } from './controls';
import { serveDropinAsset } from './dropin/assets';
import { BackOffice } from './events';
import { handleGatewayRequest } from './gateway-api';
import { sendEmpty } from './http';
import { BraintreeState, type DisputeStatus } from './model';
import { handlePayPalPage } from './paypal-page';
import { type ReleaseOptions, type SentNotification, Webhooks } from './webhooks';

export { DROPIN_VERSION } from './dropin/assets';
export type { ReleaseOptions, SentNotification, TransactionView };

export interface BraintreeFakeOptions {
  /** Default: any free port on 127.0.0.1. */
  readonly port?: number;
  readonly merchantId: string;
  readonly publicKey: string;
  readonly privateKey: string;
  /** Where webhooks are POSTed; none are sent until one is set. */
  readonly webhookUrl?: string;
  /** Merchant account id → currency; the first is the default. Default: `{ [merchantId]: 'USD' }`. */
  readonly merchantAccounts?: Readonly<Record<string, string>>;
  /** The custom fields set up for the merchant (API names, snake_case); others are refused (91526). Default: any. */
  readonly customFields?: readonly string[];
}

export interface BraintreeFake {
  /** http://127.0.0.1:{port}, the SDK environment's server and the Drop-in assets' origin. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
  transactions(): TransactionView[];
  transaction(id: string): TransactionView | undefined;
  /** Settles a submitted transaction and sends `transaction_settled`. */
  settle(transactionId: string): Promise<SentNotification>;
  /** Declines the settlement and sends `transaction_settlement_declined`. */
  declineSettlement(transactionId: string): Promise<SentNotification>;
  /** Pays a settled transaction out to the merchant and sends `transaction_disbursed`. */
  disburse(transactionId: string): Promise<SentNotification>;
  /** Opens a chargeback on an approved sale and sends `dispute_opened`. */
  openDispute(
    transactionId: string,
    options?: { amount?: string; reason?: string },
  ): Promise<SentNotification>;
  /** Closes a dispute and sends `dispute_won`, `dispute_lost` or `dispute_accepted`. */
  closeDispute(disputeId: string, outcome: Exclude<DisputeStatus, 'open'>): Promise<SentNotification>;
  notifications(): readonly SentNotification[];
  /** Keeps webhooks back until releaseWebhooks. */
  holdWebhooks(): void;
  /** Stops holding and sends what was held, in the order asked for; resolves once all were answered. */
  releaseWebhooks(options?: ReleaseOptions): Promise<SentNotification[]>;
  redeliver(notificationId: string): Promise<SentNotification | undefined>;
  setWebhookUrl(url: string | null): void;
}

export async function startBraintreeFake(options: BraintreeFakeOptions): Promise<BraintreeFake> {
  const state = new BraintreeState();
  const webhooks = new Webhooks(options, options.webhookUrl ?? null);
  const backOffice = new BackOffice(state, webhooks);
  const setup = {
    merchantAccounts: options.merchantAccounts ?? { [options.merchantId]: 'USD' },
    customFields: options.customFields,
  };
  let baseUrl = '';

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const context = {
      baseUrl,
      merchantId: options.merchantId,
      publicKey: options.publicKey,
      privateKey: options.privateKey,
      state,
      setup,
    };
    const merchant = /^\/merchants\/([^/]+)(\/client_api\/|\/)(.*)$/.exec(path);
    if (merchant?.[2] === '/client_api/' && merchant[1] === options.merchantId)
      return handleClientApiRequest(context, request, response, merchant[3]!, url.searchParams);
    if (merchant) return handleGatewayRequest(context, request, response, merchant[1]!, `/${merchant[3]}`);
    if (path.startsWith('/__fake/'))
      return handleControlRequest(
        { state, webhooks, backOffice },
        request,
        response,
        path.slice('/__fake/'.length),
      );
    if (path === '/checkoutnow')
      return handlePayPalPage(state, options.merchantId, request, response, url.searchParams);
    if (request.method === 'GET' && serveDropinAsset(response, path, url.searchParams)) return;
    sendEmpty(response, 404);
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
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    transactions: () => [...state.transactions.values()].map(transactionView),
    transaction: (id) => {
      const transaction = state.transactions.get(id);
      return transaction && transactionView(transaction);
    },
    settle: (id) => backOffice.settle(id),
    declineSettlement: (id) => backOffice.declineSettlement(id),
    disburse: (id) => backOffice.disburse(id),
    openDispute: (id, disputeOptions) => backOffice.openDispute(id, disputeOptions),
    closeDispute: (id, outcome) => backOffice.closeDispute(id, outcome),
    notifications: () => webhooks.list(),
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: (releaseOptions) => webhooks.release(releaseOptions),
    redeliver: (id) => webhooks.redeliver(id),
    setWebhookUrl: (url) => webhooks.setUrl(url),
  };
}
