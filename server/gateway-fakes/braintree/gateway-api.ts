/**
 * The server-to-server gateway API the official SDK calls under `/merchants/{merchantId}/`: JSON
 * bodies with underscored keys in, XML out. Checks what the gateway checks first: HTTP Basic with
 * the public and private key (401), the merchant of the keys (403), and the X-ApiVersion header
 * (426).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ClientTokenContext, generateClientToken } from './client-token';
import { apiErrorResponse, ValidationFailure, validationError } from './errors';
import { readJson, sendEmpty, sendXml } from './http';
import type { BraintreeState } from './model';
import { object, type Params, text } from './params';
import { customerXml, paymentMethodXml, transactionXml } from './serialize';
import {
  type MerchantSetup,
  refund,
  SETTLEMENT_OPERATIONS,
  type SettlementOperation,
  sale,
  simulateSettlement,
  voidTransaction,
} from './transactions';
import { createCustomer, createPaymentMethod } from './vault';
import type { XmlNode } from './xml';

export interface GatewayContext extends ClientTokenContext {
  readonly publicKey: string;
  readonly state: BraintreeState;
  readonly setup: MerchantSetup;
}

/** A handled route's answer: an XML document, or a bare status (404, or 200 for a deletion). */
type Answer = { status: number; root: string; node: XmlNode } | { status: number };

const notFound: Answer = { status: 404 };

function ok(root: string, node: XmlNode, status = 200): Answer {
  return { status, root, node };
}

function refused(error: ValidationFailure, params: unknown): Answer {
  return ok(
    'api-error-response',
    apiErrorResponse({ message: error.message, errors: error.errors, params }),
    422,
  );
}

function clientToken(context: GatewayContext, body: Params): Answer {
  const params = object(body.client_token);
  const customerId = text(params.customer_id);
  const accountId = text(params.merchant_account_id) ?? Object.keys(context.setup.merchantAccounts)[0]!;
  if (customerId && !context.state.customers.has(customerId))
    throw new ValidationFailure([validationError('clientTokenCustomerMissing', ['client-token'])]);
  if (!context.setup.merchantAccounts[accountId])
    throw new ValidationFailure([validationError('clientTokenMerchantAccountMissing', ['client-token'])]);
  const value = generateClientToken(context, {
    merchantId: context.merchantId,
    customerId,
    merchantAccountId: accountId,
  });
  return ok('client-token', { value }, 201);
}

function createTransaction(context: GatewayContext, body: Params): Answer {
  const { state } = context;
  const outcome = sale(state, context.setup, object(body.transaction));
  const node = transactionXml(state, outcome.transaction);
  if (outcome.approved) return ok('transaction', node, 201);
  // A declined sale is refused with the processor's text as the message and the transaction attached.
  const message = outcome.transaction.processor.text;
  return ok('api-error-response', apiErrorResponse({ message, params: body, transaction: node }), 422);
}

/** The routes under /merchants/{id}: [method, path pattern, handler of the path's captures]. */
function routes(
  context: GatewayContext,
): [string, RegExp, (body: Params, ...captures: string[]) => Answer][] {
  const { state } = context;
  const transaction = (id: string) => state.transactions.get(id);
  return [
    ['POST', /^\/client_token$/, (body) => clientToken(context, body)],
    ['POST', /^\/transactions$/, (body) => createTransaction(context, body)],
    [
      'GET',
      /^\/transactions\/([\w-]+)$/,
      (_body, id) => {
        const found = transaction(id!);
        return found ? ok('transaction', transactionXml(state, found)) : notFound;
      },
    ],
    [
      'POST',
      /^\/transactions\/([\w-]+)\/refund$/,
      (body, id) => {
        const found = transaction(id!);
        return found
          ? ok('transaction', transactionXml(state, refund(state, found, object(body.transaction))), 201)
          : notFound;
      },
    ],
    [
      'PUT',
      /^\/transactions\/([\w-]+)\/void$/,
      (_body, id) => {
        const found = transaction(id!);
        return found ? ok('transaction', transactionXml(state, voidTransaction(found))) : notFound;
      },
    ],
    [
      'PUT',
      new RegExp(`^/transactions/([\\w-]+)/(${Object.keys(SETTLEMENT_OPERATIONS).join('|')})$`),
      (_body, id, operation) => {
        const found = transaction(id!);
        if (!found) return notFound;
        return ok(
          'transaction',
          transactionXml(state, simulateSettlement(found, operation as SettlementOperation)),
        );
      },
    ],
    [
      'POST',
      /^\/customers$/,
      (body) => ok('customer', customerXml(state, createCustomer(state, object(body.customer))), 201),
    ],
    [
      'GET',
      /^\/customers\/([\w-]+)$/,
      (_body, id) => {
        const customer = state.customers.get(id!);
        return customer ? ok('customer', customerXml(state, customer)) : notFound;
      },
    ],
    [
      'DELETE',
      /^\/customers\/([\w-]+)$/,
      (_body, id) => {
        const customer = state.customers.get(id!);
        if (!customer) return notFound;
        for (const token of customer.tokens) state.paymentMethods.delete(token);
        state.customers.delete(customer.id);
        return { status: 200 };
      },
    ],
    [
      'POST',
      /^\/payment_methods$/,
      (body) => {
        const [root, node] = paymentMethodXml(createPaymentMethod(state, object(body.payment_method)));
        return ok(root, node, 201);
      },
    ],
    [
      'GET',
      /^\/payment_methods\/any\/([\w-]+)$/,
      (_body, token) => {
        const method = state.paymentMethods.get(token!);
        if (!method) return notFound;
        const [root, node] = paymentMethodXml(method);
        return ok(root, node);
      },
    ],
    [
      'DELETE',
      /^\/payment_methods\/any\/([\w-]+)$/,
      (_body, token) => {
        const method = state.paymentMethods.get(token!);
        if (!method) return notFound;
        state.paymentMethods.delete(method.token);
        const tokens = state.customers.get(method.customerId)?.tokens;
        tokens?.splice(tokens.indexOf(method.token), 1);
        return { status: 200 };
      },
    ],
  ];
}

function authenticated(context: GatewayContext, request: IncomingMessage): boolean {
  const expected = `Basic ${Buffer.from(`${context.publicKey}:${context.privateKey}`).toString('base64')}`;
  return request.headers.authorization === expected;
}

/** Answers a request under /merchants/{merchantId}/ (not the client API, which is the browser's). */
export async function handleGatewayRequest(
  context: GatewayContext,
  request: IncomingMessage,
  response: ServerResponse,
  merchantId: string,
  path: string,
): Promise<void> {
  if (!authenticated(context, request)) return sendEmpty(response, 401);
  if (merchantId !== context.merchantId) return sendEmpty(response, 403);
  if (!request.headers['x-apiversion']) return sendEmpty(response, 426);
  const body = await readJson(request);
  for (const [method, pattern, handle] of routes(context)) {
    const match = request.method === method ? pattern.exec(path) : null;
    if (!match) continue;
    let answer: Answer;
    try {
      answer = handle(body, ...match.slice(1));
    } catch (error) {
      if (!(error instanceof ValidationFailure)) throw error;
      answer = refused(error, body);
    }
    return 'root' in answer
      ? sendXml(request, response, answer.status, answer.root, answer.node)
      : sendEmpty(response, answer.status);
  }
  sendEmpty(response, 404);
}
