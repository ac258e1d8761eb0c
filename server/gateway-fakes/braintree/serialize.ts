/**
 * The fake's records in Braintree's response XML: `<transaction>`, `<customer>`, `<credit-card>`,
 * `<paypal-account>` and `<dispute>`, with the elements the SDK turns into its result objects
 * (credit card details, PayPal details, status history, disbursement details, disputes).
 */
import { formatCents } from './amounts';
import type { BraintreeState, Customer, Dispute, Transaction, VaultedPaymentMethod } from './model';
import type { CardFacts, PayPalFacts } from './test-instruments';
import { XmlArray, type XmlNode, xmlDate } from './xml';

const LOGO = 'https://assets.braintreegateway.com/payment_method_logo';

function cardImage(cardType: string): string {
  return `${LOGO}/${cardType.toLowerCase().replaceAll(' ', '_')}.png?environment=sandbox`;
}

const PAYPAL_IMAGE = `${LOGO}/paypal.png?environment=sandbox`;

/** The card attributes shared by a transaction's card and a vaulted card. */
function cardAttributes(card: CardFacts): XmlNode {
  return {
    bin: card.bin,
    'last-4': card.last4,
    'card-type': card.cardType,
    'expiration-month': card.expirationMonth,
    'expiration-year': card.expirationYear,
    'customer-location': 'US',
    'cardholder-name': null,
    'image-url': cardImage(card.cardType),
    'unique-number-identifier': `${card.bin}${card.last4}`.padEnd(32, '0'),
    prepaid: 'Unknown',
    healthcare: 'Unknown',
    debit: 'Unknown',
    'durbin-regulated': 'Unknown',
    commercial: 'Unknown',
    payroll: 'Unknown',
    'issuing-bank': 'Unknown',
    'country-of-issuance': 'Unknown',
    'product-id': 'Unknown',
    'venmo-sdk': false,
  };
}

function transactionCard(card: CardFacts, token: string | null): XmlNode {
  return { token, ...cardAttributes(card) };
}

/** A PayPal transaction still carries a `<credit-card>`, all nil, as Braintree's does. */
const NIL_CARD: XmlNode = Object.fromEntries(
  Object.keys(
    transactionCard({ bin: '', last4: '', cardType: '', expirationMonth: '', expirationYear: '' }, null),
  ).map((name) => [name, null]),
);

function transactionPayPal(transaction: Transaction, paypal: PayPalFacts): XmlNode {
  const references = transaction.paypal!;
  const settled = transaction.type === 'sale' && transaction.processor.status === 'authorized';
  return {
    'payer-email': paypal.email,
    'payment-id': references.paymentId,
    'authorization-id': references.authorizationId,
    token: transaction.token,
    'image-url': PAYPAL_IMAGE,
    'debug-id': references.debugId,
    'payee-id': null,
    'payee-email': null,
    'custom-field': null,
    'payer-id': paypal.payerId,
    'payer-first-name': paypal.firstName,
    'payer-last-name': paypal.lastName,
    'payer-status': 'VERIFIED',
    'seller-protection-status': 'ELIGIBLE',
    'capture-id': settled ? references.captureId : null,
    'refund-id': transaction.type === 'credit' ? references.captureId : null,
    'transaction-fee-amount': settled ? formatCents(Math.round(transaction.cents * 0.039) + 30) : null,
    'transaction-fee-currency-iso-code': settled ? transaction.currency : null,
    description: null,
    'billing-agreement-id': paypal.billingAgreementId,
  };
}

function customerOfTransaction(state: BraintreeState, customerId: string | null): XmlNode {
  const customer = customerId ? state.customers.get(customerId) : undefined;
  return {
    id: customer?.id ?? null,
    'first-name': customer?.firstName ?? null,
    'last-name': customer?.lastName ?? null,
    company: customer?.company ?? null,
    email: customer?.email ?? null,
    website: null,
    phone: customer?.phone ?? null,
    fax: null,
  };
}

const EMPTY_ADDRESS: XmlNode = {
  id: null,
  'first-name': null,
  'last-name': null,
  company: null,
  'street-address': null,
  'extended-address': null,
  locality: null,
  region: null,
  'postal-code': null,
  'country-name': null,
  'country-code-alpha2': null,
};

function disbursementDetails(transaction: Transaction): XmlNode {
  const disbursed = transaction.disbursedAt;
  return {
    'settlement-amount': disbursed ? formatCents(transaction.cents) : null,
    'settlement-currency-iso-code': disbursed ? transaction.currency : null,
    'settlement-currency-exchange-rate': disbursed ? '1' : null,
    'settlement-base-currency-exchange-rate': null,
    'funds-held': disbursed ? false : null,
    success: disbursed ? true : null,
    'disbursement-date': disbursed ? xmlDate(disbursed) : null,
  };
}

export function transactionXml(state: BraintreeState, transaction: Transaction): XmlNode {
  const { instrument, processor } = transaction;
  const card = instrument.kind === 'credit_card' ? instrument.card : null;
  const declined = processor.status !== 'authorized';
  return {
    id: transaction.id,
    status: transaction.status,
    type: transaction.type,
    'currency-iso-code': transaction.currency,
    amount: formatCents(transaction.cents),
    'merchant-account-id': transaction.merchantAccountId,
    'sub-merchant-account-id': null,
    'master-merchant-account-id': null,
    'order-id': transaction.orderId,
    'created-at': transaction.createdAt,
    'updated-at': transaction.updatedAt,
    customer: customerOfTransaction(state, transaction.customerId),
    billing: EMPTY_ADDRESS,
    'refund-id': transaction.refundIds.at(-1) ?? null,
    'refund-ids': new XmlArray('item', transaction.refundIds),
    'refunded-transaction-id': transaction.refundedTransactionId,
    'partial-settlement-transaction-ids': new XmlArray('item', []),
    'authorized-transaction-id': null,
    'settlement-batch-id':
      transaction.status === 'settled'
        ? `${transaction.updatedAt.toISOString().slice(0, 10)}_${transaction.merchantAccountId}`
        : null,
    shipping: EMPTY_ADDRESS,
    'custom-fields': Object.keys(transaction.customFields).length > 0 ? { ...transaction.customFields } : '',
    'avs-error-response-code': null,
    'avs-postal-code-response-code': card ? 'I' : null,
    'avs-street-address-response-code': card ? 'I' : null,
    'cvv-response-code': card ? 'I' : null,
    'gateway-rejection-reason': null,
    'processor-authorization-code': transaction.authorizationCode,
    'processor-response-code': processor.code,
    'processor-response-text': processor.text,
    'processor-response-type': processor.type,
    'additional-processor-response': declined ? `${processor.code} : ${processor.text}` : null,
    'network-response-code': card ? (declined ? '05' : '00') : null,
    'network-response-text': card ? (declined ? 'Do not Honor' : 'Successful approval/completion') : null,
    'network-transaction-id': card && !declined ? transaction.id.padEnd(15, '0') : null,
    'voice-referral-number': null,
    'purchase-order-number': null,
    'tax-amount': null,
    'tax-exempt': false,
    'processed-with-network-token': false,
    'credit-card': card ? transactionCard(card, transaction.token) : NIL_CARD,
    paypal:
      instrument.kind === 'paypal_account' ? transactionPayPal(transaction, instrument.paypal) : undefined,
    'status-history': new XmlArray(
      'status-event',
      transaction.statusHistory.map((event) => ({
        timestamp: event.at,
        status: event.status,
        amount: formatCents(event.cents),
        user: 'api',
        'transaction-source': 'api',
      })),
    ),
    'plan-id': null,
    'subscription-id': null,
    subscription: { 'billing-period-end-date': null, 'billing-period-start-date': null },
    'add-ons': new XmlArray('add-on', []),
    discounts: new XmlArray('discount', []),
    descriptor: { name: null, phone: null, url: null },
    recurring: false,
    channel: null,
    'service-fee-amount': null,
    'escrow-status': null,
    'disbursement-details': disbursementDetails(transaction),
    disputes: new XmlArray(
      'dispute',
      transaction.disputeIds.map((id) => disputeXml(state, state.disputes.get(id)!)),
    ),
    'authorization-adjustments': new XmlArray('authorization-adjustment', []),
    'payment-instrument-type': instrument.kind,
    'processor-settlement-response-code': '',
    'processor-settlement-response-text': '',
    'three-d-secure-info': null,
    'retrieval-reference-number': card ? transaction.id.toUpperCase() : null,
    'acquirer-reference-number': null,
    'global-id': Buffer.from(`transaction_${transaction.id}`).toString('base64url'),
  };
}

function vaultedCommon(method: VaultedPaymentMethod): XmlNode {
  return {
    token: method.token,
    'customer-id': method.customerId,
    default: method.isDefault,
    'created-at': method.createdAt,
    'updated-at': method.createdAt,
    subscriptions: new XmlArray('subscription', []),
    'global-id': Buffer.from(`paymentmethod_${method.token}`).toString('base64url'),
  };
}

/** A vaulted payment method as its own root element name and content. */
export function paymentMethodXml(method: VaultedPaymentMethod): [root: string, node: XmlNode] {
  const { instrument } = method;
  if (instrument.kind === 'credit_card') {
    const expiry = Number(instrument.card.expirationYear) * 12 + Number(instrument.card.expirationMonth);
    const now = new Date();
    return [
      'credit-card',
      {
        ...vaultedCommon(method),
        ...cardAttributes(instrument.card),
        expired: expiry < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1,
        verifications: new XmlArray('verification', []),
      },
    ];
  }
  return [
    'paypal-account',
    {
      ...vaultedCommon(method),
      email: instrument.paypal.email,
      'image-url': PAYPAL_IMAGE,
      'billing-agreement-id': instrument.paypal.billingAgreementId,
      'payer-id': instrument.paypal.payerId,
      'revoked-at': null,
    },
  ];
}

export function customerXml(state: BraintreeState, customer: Customer): XmlNode {
  const methods = customer.tokens.map((token) => state.paymentMethods.get(token)!);
  const ofKind = (root: string) =>
    methods.map(paymentMethodXml).flatMap(([name, node]) => (name === root ? [node] : []));
  return {
    id: customer.id,
    'merchant-id': null,
    'first-name': customer.firstName,
    'last-name': customer.lastName,
    company: customer.company,
    email: customer.email,
    phone: customer.phone,
    fax: null,
    website: null,
    'created-at': customer.createdAt,
    'updated-at': customer.createdAt,
    'custom-fields': '',
    'global-id': Buffer.from(`customer_${customer.id}`).toString('base64url'),
    'credit-cards': new XmlArray('credit-card', ofKind('credit-card')),
    'paypal-accounts': new XmlArray('paypal-account', ofKind('paypal-account')),
    addresses: new XmlArray('address', []),
  };
}

export function disputeXml(state: BraintreeState, dispute: Dispute): XmlNode {
  const transaction = state.transactions.get(dispute.transactionId)!;
  const amount = formatCents(dispute.cents);
  return {
    id: dispute.id,
    'case-number': dispute.id.slice(0, 10).toUpperCase(),
    amount,
    'amount-disputed': amount,
    'amount-won': dispute.status === 'won' ? amount : '0.00',
    'currency-iso-code': transaction.currency,
    'received-date': xmlDate(dispute.receivedAt),
    'reply-by-date': xmlDate(dispute.replyBy),
    'date-opened': xmlDate(dispute.receivedAt),
    'date-won': dispute.status === 'won' && dispute.closedAt ? xmlDate(dispute.closedAt) : null,
    kind: 'chargeback',
    status: dispute.status,
    reason: dispute.reason,
    'reason-code': '83',
    'reason-description': 'Fraud - Card Absent Environment',
    'merchant-account-id': transaction.merchantAccountId,
    'chargeback-protection-level': 'not_protected',
    'created-at': dispute.receivedAt,
    'updated-at': dispute.closedAt ?? dispute.receivedAt,
    evidence: new XmlArray('evidence', []),
    'status-history': new XmlArray('status-history', [
      { status: 'open', timestamp: dispute.receivedAt, 'effective-date': xmlDate(dispute.receivedAt) },
      ...(dispute.closedAt
        ? [
            {
              status: dispute.status,
              timestamp: dispute.closedAt,
              'effective-date': xmlDate(dispute.closedAt),
            },
          ]
        : []),
    ]),
    transaction: {
      id: transaction.id,
      amount: formatCents(transaction.cents),
      'created-at': transaction.createdAt,
      'order-id': transaction.orderId,
      'purchase-order-number': null,
      'payment-instrument-subtype':
        transaction.instrument.kind === 'credit_card'
          ? transaction.instrument.card.cardType
          : 'paypal_account',
    },
  };
}
