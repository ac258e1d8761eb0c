/**
 * What the Braintree fake remembers: transactions, customers and their vaulted payment methods,
 * tokenized nonces and disputes, with identifiers shaped like the gateway's.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ProcessorResponse } from './processor';
import type { Instrument } from './test-instruments';

export type TransactionStatus =
  | 'authorized'
  | 'submitted_for_settlement'
  | 'settling'
  | 'settlement_pending'
  | 'settled'
  | 'settlement_confirmed'
  | 'settlement_declined'
  | 'voided'
  | 'processor_declined'
  | 'failed';

export interface StatusEvent {
  readonly at: Date;
  readonly status: TransactionStatus;
  readonly cents: number;
}

/** The PayPal side of a PayPal transaction. */
export interface PayPalReferences {
  readonly paymentId: string;
  readonly authorizationId: string;
  readonly captureId: string;
  readonly debugId: string;
}

export interface Transaction {
  readonly id: string;
  readonly type: 'sale' | 'credit';
  status: TransactionStatus;
  readonly cents: number;
  readonly currency: string;
  readonly merchantAccountId: string;
  readonly orderId: string | null;
  readonly customFields: Readonly<Record<string, string>>;
  readonly instrument: Instrument;
  /** The vault token of the payment method used or stored by this transaction. */
  readonly token: string | null;
  readonly customerId: string | null;
  readonly processor: ProcessorResponse;
  readonly authorizationCode: string | null;
  readonly paypal: PayPalReferences | null;
  readonly createdAt: Date;
  updatedAt: Date;
  readonly statusHistory: StatusEvent[];
  readonly refundIds: string[];
  readonly refundedTransactionId: string | null;
  disbursedAt: Date | null;
  readonly disputeIds: string[];
}

export interface Customer {
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly company: string | null;
  readonly phone: string | null;
  readonly createdAt: Date;
  readonly tokens: string[];
}

export interface VaultedPaymentMethod {
  readonly token: string;
  readonly customerId: string;
  readonly instrument: Instrument;
  isDefault: boolean;
  readonly createdAt: Date;
}

export type DisputeStatus = 'open' | 'won' | 'lost' | 'accepted';

export interface Dispute {
  readonly id: string;
  readonly transactionId: string;
  status: DisputeStatus;
  readonly cents: number;
  readonly reason: string;
  readonly receivedAt: Date;
  readonly replyBy: Date;
  closedAt: Date | null;
}

/** A PayPal checkout (or billing agreement) the buyer is asked to approve on PayPal's page. */
export interface PayPalApproval {
  /** EC-… for a checkout, BA-… for a billing agreement. */
  readonly token: string;
  readonly flow: 'checkout' | 'vault';
  /** What the buyer is shown; a billing agreement has no amount. */
  readonly amount: string | null;
  readonly currency: string;
  readonly returnUrl: string;
  readonly cancelUrl: string;
  readonly locale: string;
  /** Set when the buyer approves. */
  payerId: string | null;
}

export interface TokenizedNonce {
  readonly instrument: Instrument;
  consumed: boolean;
}

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const newIds = {
  /** Eight lower-case letters and digits, like "kq3c8w6h". */
  transaction: () => randomText(8, LOWER_ALNUM),
  /** Numeric, as the vault generates when the merchant gives none. */
  customer: () => String(randomInt(100_000_000, 999_999_999)),
  paymentMethodToken: () => randomText(7, LOWER_ALNUM),
  dispute: () => randomText(16, LOWER_ALNUM),
  cardNonce: () =>
    `tokencc_bf_${randomText(6, LOWER_ALNUM)}_${randomText(6, LOWER_ALNUM)}_${randomText(4, LOWER_ALNUM)}`,
  paypalNonce: () => randomUUID(),
  authorizationCode: () => randomText(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'),
  paypalReference: (prefix: string) => `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`,
};

export class BraintreeState {
  readonly transactions = new Map<string, Transaction>();
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, VaultedPaymentMethod>();
  readonly nonces = new Map<string, TokenizedNonce>();
  readonly disputes = new Map<string, Dispute>();
  readonly paypalApprovals = new Map<string, PayPalApproval>();

  /** Cents of a sale already refunded, not counting refunds later voided or declined. */
  refundedCents(sale: Transaction): number {
    return sale.refundIds
      .map((id) => this.transactions.get(id)!)
      .filter((refund) => refund.status !== 'voided' && refund.processor.status === 'authorized')
      .reduce((sum, refund) => sum + refund.cents, 0);
  }
}
