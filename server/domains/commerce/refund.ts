import type { Logger } from 'pino';
import { REFUND_REASONS, type RefundInput } from '../../../common/api/payment-admin';
import { moneyTaken } from '../../../common/domain/payment-fulfilment';
import { leftToRefund } from '../../../common/domain/refunds';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import type { PaymentGateways } from './gateways/payment-gateways';
import { askGateway } from './payment-flow';
import { settlePayment } from './settle';
import { type LoadedTransaction, loadTransaction } from './transaction-record';

/**
 * Staff give back `amount` of a paid transaction, and take back what was bought when they choose
 * to. One database transaction holds the row's lock from the check to the record, so two refunds
 * of one payment take turns and neither gives back more than is left. The gateway refunds first,
 * with a key per running total (a retry after a lost answer is the same refund); the refund is then
 * recorded at once through the fulfilment machine, which revokes the items when access is
 * withdrawn. Stripe's `charge.refunded` webhook later reports the total already recorded. A gateway
 * that fails leaves nothing recorded.
 */
export async function refundPayment(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  transactionId: string,
  { amount, withdrawAccess }: RefundInput,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const transaction = (await loadTransaction(tx, transactionId, true))!;
    refuseUnlessRefundable(transaction, amount);
    const refundedMinor = transaction.refundedMinor + amount;
    // A gateway that fails leaves nothing recorded: its refusal rolls the transaction back.
    await askGateway(logger, () =>
      gateways.stripe.refund(
        transaction.gatewayRef!,
        amount,
        `kelas-refund-${transaction.id}-${refundedMinor}`,
      ),
    );
    await settlePayment(
      tx,
      transaction.id,
      { kind: 'refunded', refundedMinor, withdrawAccess },
      null,
      {},
      now,
    );
  });
}

/** A refund needs money taken, something of it left, and no more than that asked. */
function refuseUnlessRefundable(transaction: LoadedTransaction, amount: number): void {
  if (!moneyTaken(transaction.status)) throw new AppError('not_refundable', REFUND_REASONS.notRefundable);
  const left = leftToRefund(transaction.status, transaction.totalMinor, transaction.refundedMinor);
  if (left === 0) throw new AppError('not_refundable', REFUND_REASONS.nothingLeft);
  if (amount > left) {
    throw new AppError('invalid_input', REFUND_REASONS.tooMuch, { amount: REFUND_REASONS.tooMuch });
  }
}
