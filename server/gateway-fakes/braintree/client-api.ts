/**
 * The browser's client API under `/merchants/{merchantId}/client_api/v1/`, authorized by the
 * client token's fingerprint: configuration, card tokenization (a card number never reaches the
 * merchant, only the nonce does), and PayPal's checkout and billing agreement set-up followed by
 * tokenizing the approved PayPal account. Errors come as Braintree's client API writes them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Authorization, type ClientTokenContext, readFingerprint } from './client-token';
import { type ValidationError, validationError } from './errors';
import { readJson, sendJson } from './http';
import { type BraintreeState, newIds } from './model';
import { object, type Params, text } from './params';
import { type CardFacts, readTestCard, SANDBOX_PAYER } from './test-instruments';
import type { MerchantSetup } from './transactions';

export interface ClientApiContext extends ClientTokenContext {
  readonly state: BraintreeState;
  readonly setup: MerchantSetup;
}

type Answer = [status: number, body: unknown];

function fieldErrors(message: string, object: string, errors: readonly ValidationError[]): Answer {
  return [
    422,
    {
      error: { message },
      fieldErrors: [
        {
          field: object,
          fieldErrors: errors.map((error) => ({
            field: error.attribute.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
            code: error.code,
            message: error.message.replace(/\.$/, ''),
          })),
        },
      ],
    },
  ];
}

function configuration(context: ClientApiContext, authorization: Authorization): Answer {
  const clientApiUrl = `${context.baseUrl}/merchants/${context.merchantId}/client_api`;
  return [
    200,
    {
      environment: 'sandbox',
      clientApiUrl,
      assetsUrl: context.baseUrl,
      merchantId: context.merchantId,
      challenges: ['cvv'],
      threeDSecureEnabled: false,
      creditCards: { supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB'] },
      paypalEnabled: true,
      paypal: {
        displayName: context.merchantId,
        environment: 'offline',
        billingAgreementsEnabled: true,
        currencyIsoCode: context.setup.merchantAccounts[authorization.merchantAccountId],
        merchantAccountId: authorization.merchantAccountId,
      },
    },
  ];
}

function cardDetails(card: CardFacts) {
  return {
    bin: card.bin,
    cardType: card.cardType,
    lastFour: card.last4,
    lastTwo: card.last4.slice(-2),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: null,
  };
}

function tokenizeCard(context: ClientApiContext, body: Params): Answer {
  const card = object(body.creditCard);
  const number = text(card.number) ?? '';
  const expiry =
    text(card.expirationDate) ?? `${text(card.expirationMonth) ?? ''}/${text(card.expirationYear) ?? ''}`;
  const reading = readTestCard(number, expiry);
  const path = ['credit-card'];
  if (!reading.ok) {
    const name = {
      invalid: 'cardNumberInvalid',
      notTestNumber: 'cardNumberNotTest',
      expiry: 'cardExpiryInvalid',
    } as const;
    return fieldErrors('Credit card is invalid', 'creditCard', [
      validationError(name[reading.problem], path),
    ]);
  }
  const cvv = text(card.cvv);
  const cvvLength = reading.card.cardType === 'American Express' ? 4 : 3;
  if (cvv !== null && !new RegExp(`^\\d{${cvvLength}}$`).test(cvv))
    return fieldErrors('Credit card is invalid', 'creditCard', [validationError('cardCvvInvalid', path)]);
  const nonce = newIds.cardNonce();
  context.state.nonces.set(nonce, {
    instrument: { kind: 'credit_card', card: reading.card },
    consumed: false,
  });
  return [
    201,
    {
      creditCards: [
        {
          type: 'CreditCard',
          nonce,
          description: `ending in ${reading.card.last4.slice(-2)}`,
          consumed: false,
          details: cardDetails(reading.card),
          binData: {
            prepaid: 'Unknown',
            debit: 'Unknown',
            commercial: 'Unknown',
            countryOfIssuance: 'Unknown',
          },
          threeDSecureInfo: null,
        },
      ],
    },
  ];
}

/** Starts a PayPal approval; the buyer is sent to the fake PayPal page at the URL returned. */
function startPayPal(context: ClientApiContext, body: Params, flow: 'checkout' | 'vault'): Answer {
  const returnUrl = text(body.returnUrl);
  const cancelUrl = text(body.cancelUrl);
  const amount = text(body.amount) ?? (typeof body.amount === 'number' ? String(body.amount) : null);
  if (!returnUrl || !cancelUrl || (flow === 'checkout' && !amount))
    return [422, { error: { message: 'returnUrl, cancelUrl and (for a checkout) amount are required' } }];
  const token = flow === 'checkout' ? newIds.paypalReference('EC-') : newIds.paypalReference('BA-');
  context.state.paypalApprovals.set(token, {
    token,
    flow,
    amount,
    currency: text(body.currencyIsoCode) ?? 'USD',
    returnUrl,
    cancelUrl,
    locale: text(object(body.experienceProfile).localeCode) ?? 'en_US',
    payerId: null,
  });
  const approvalUrl = `${context.baseUrl}/checkoutnow?token=${token}`;
  return flow === 'checkout'
    ? [201, { paymentResource: { redirectUrl: approvalUrl, paymentToken: token } }]
    : [201, { agreementSetup: { approvalUrl, tokenId: token } }];
}

function tokenizePayPal(context: ClientApiContext, body: Params): Answer {
  const account = object(body.paypalAccount);
  const token = text(account.paymentToken) ?? text(account.billingAgreementToken);
  const approval = token ? context.state.paypalApprovals.get(token) : undefined;
  if (!approval?.payerId || approval.payerId !== text(account.payerId))
    return [
      422,
      { error: { message: 'PayPal account could not be tokenized: the payment was not approved' } },
    ];
  context.state.paypalApprovals.delete(approval.token);
  const paypal = {
    ...SANDBOX_PAYER,
    billingAgreementId: approval.flow === 'vault' ? approval.token.replace(/^BA-/, 'B-') : null,
  };
  const nonce = newIds.paypalNonce();
  context.state.nonces.set(nonce, { instrument: { kind: 'paypal_account', paypal }, consumed: false });
  return [
    201,
    {
      paypalAccounts: [
        {
          type: 'PayPalAccount',
          nonce,
          description: 'PayPal',
          consumed: false,
          details: {
            email: paypal.email,
            payerInfo: {
              email: paypal.email,
              firstName: paypal.firstName,
              lastName: paypal.lastName,
              payerId: paypal.payerId,
              countryCode: paypal.countryCode,
            },
          },
        },
      ],
    },
  ];
}

const ROUTES: Record<
  string,
  (context: ClientApiContext, body: Params, authorization: Authorization) => Answer
> = {
  'GET v1/configuration': (context, _body, authorization) => configuration(context, authorization),
  'POST v1/payment_methods/credit_cards': (context, body) => tokenizeCard(context, body),
  'POST v1/paypal_hermes/create_payment_resource': (context, body) => startPayPal(context, body, 'checkout'),
  'POST v1/paypal_hermes/setup_billing_agreement': (context, body) => startPayPal(context, body, 'vault'),
  'POST v1/payment_methods/paypal_accounts': (context, body) => tokenizePayPal(context, body),
};

/** Answers a request under /merchants/{merchantId}/client_api/ (`path` is what follows). */
export async function handleClientApiRequest(
  context: ClientApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const route = ROUTES[`${request.method} ${path}`];
  if (!route) return sendJson(response, 404, { error: { message: 'Not found' } });
  const body = request.method === 'GET' ? Object.fromEntries(query) : await readJson(request);
  const authorization = readFingerprint(context, body.authorizationFingerprint);
  if (!authorization)
    return sendJson(response, 401, { error: { message: 'Authorization fingerprint is invalid' } });
  const [status, answer] = route(context, body, authorization);
  sendJson(response, status, answer);
}
