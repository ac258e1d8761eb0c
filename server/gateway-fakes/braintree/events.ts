/**
 * Things that happen to a transaction after the API call, in Braintree's back office: settlement
 * (or its decline), the disbursement of its money to the merchant, and a dispute opened and closed
 * by the buyer's bank. Each moves the fake's records and sends the webhook Braintree sends for it
 * (or rejects, when the transaction cannot go there).
 */
import { readAmount } from './amounts';
import { ValidationFailure } from './errors';
import { type BraintreeState, type Dispute, type DisputeStatus, newIds, type Transaction } from './model';
import { disputeXml, transactionXml } from './serialize';
import { simulateSettlement } from './transactions';
import type { SentNotification, Webhooks } from './webhooks';

const DAY_MS = 24 * 60 * 60 * 1000;

export class BackOffice {
  constructor(
    private readonly state: BraintreeState,
    private readonly webhooks: Webhooks,
  ) {}

  private transaction(id: string): Transaction {
    const transaction = this.state.transactions.get(id);
    if (!transaction) throw new Error(`No transaction ${id}`);
    return transaction;
  }

  private about(kind: string, transaction: Transaction): Promise<SentNotification> {
    return this.webhooks.notify(kind, transaction.id, [
      'transaction',
      transactionXml(this.state, transaction),
    ]);
  }

  private aboutDispute(kind: string, dispute: Dispute): Promise<SentNotification> {
    return this.webhooks.notify(kind, dispute.id, ['dispute', disputeXml(this.state, dispute)]);
  }

  /** Settles a submitted transaction and sends `transaction_settled`. */
  async settle(id: string): Promise<SentNotification> {
    return this.about('transaction_settled', this.settlement(id, 'settle'));
  }

  /** The bank refuses a submitted (or settled) transaction: `transaction_settlement_declined`. */
  async declineSettlement(id: string): Promise<SentNotification> {
    return this.about('transaction_settlement_declined', this.settlement(id, 'settlement_decline'));
  }

  private settlement(id: string, operation: 'settle' | 'settlement_decline'): Transaction {
    try {
      return simulateSettlement(this.transaction(id), operation);
    } catch (error) {
      throw error instanceof ValidationFailure ? new Error(`${id}: ${error.message}`) : error;
    }
  }

  /** The money of a settled transaction reaches the merchant's bank: `transaction_disbursed`. */
  async disburse(id: string): Promise<SentNotification> {
    const transaction = this.transaction(id);
    if (transaction.status !== 'settled' && transaction.status !== 'settlement_confirmed')
      throw new Error(`${id}: only a settled transaction is disbursed (it is ${transaction.status})`);
    transaction.disbursedAt = new Date();
    return this.about('transaction_disbursed', transaction);
  }

  /** The buyer's bank disputes a sale (all of it unless `amount` says less): `dispute_opened`. */
  async openDispute(
    id: string,
    options: { amount?: string; reason?: string } = {},
  ): Promise<SentNotification> {
    const transaction = this.transaction(id);
    if (transaction.type !== 'sale' || transaction.processor.status !== 'authorized')
      throw new Error(`${id}: only an approved sale can be disputed`);
    const amount = options.amount === undefined ? null : readAmount(options.amount);
    if (amount && !amount.ok) throw new Error(`Dispute amount ${options.amount} is not an amount`);
    const receivedAt = new Date();
    const dispute: Dispute = {
      id: newIds.dispute(),
      transactionId: id,
      status: 'open',
      cents: amount?.ok ? amount.cents : transaction.cents,
      reason: options.reason ?? 'fraud',
      receivedAt,
      replyBy: new Date(receivedAt.getTime() + 20 * DAY_MS),
      closedAt: null,
    };
    this.state.disputes.set(dispute.id, dispute);
    transaction.disputeIds.push(dispute.id);
    return this.aboutDispute('dispute_opened', dispute);
  }

  /** The dispute ends: `dispute_won`, `dispute_lost` or `dispute_accepted`. */
  async closeDispute(disputeId: string, outcome: Exclude<DisputeStatus, 'open'>): Promise<SentNotification> {
    const dispute = this.state.disputes.get(disputeId);
    if (!dispute) throw new Error(`No dispute ${disputeId}`);
    if (dispute.status !== 'open') throw new Error(`Dispute ${disputeId} is already ${dispute.status}`);
    dispute.status = outcome;
    dispute.closedAt = new Date();
    return this.aboutDispute(`dispute_${outcome}`, dispute);
  }
}
