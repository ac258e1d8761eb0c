import { eq } from 'drizzle-orm';
import {
  moneyTaken,
  nextPayment,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentState,
} from '../../../common/domain/payment-fulfilment';
import type { Db } from '../../db/client';
import { gatewayEvents, paymentTransactions } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { countCouponUse } from './coupons';
import { itemKind } from './items/item-kinds';
import { issueReceipt } from './receipts';
import { convertClick } from './referrals/conversions';
import { type LoadedTransaction, loadTransaction, stateOf } from './transaction-record';

/** A gateway event's own id: handled once, whatever number of times it is delivered. */
export interface GatewayEventKey {
  processor: string;
  eventId: string;
  type: string;
}

/** What settling did: nothing (a duplicate or unknown transaction), or the new state and its effects. */
export type Settled =
  | { outcome: 'duplicate' | 'unknown' }
  | {
      outcome: 'applied';
      transaction: LoadedTransaction;
      state: PaymentState;
      effects: PaymentEffect[];
      /** A second intent that paid a transaction already paid (two tabs): its money goes back. */
      duplicatePayment?: string;
    };

/** Extra columns an event brings (the gateway's error message; the card a plan's payment saved). */
interface SettleNote {
  errorMessage?: string | null;
  errorData?: Record<string, unknown> | null;
  savedPaymentMethod?: string | null;
  /** The intent that paid: kept as the gateway payment, which refunds then draw on. */
  paidBy?: string;
}

/**
 * Apply what a gateway said of a transaction, exactly once, in one database transaction: the
 * event's id is recorded first (a second delivery stops there), the row is locked, the machine of
 * common/domain/payment-fulfilment.ts decides the next state against what is stored, and its
 * effects run before the commit: the items given (an item that can no longer be given turns into
 * a full refund, reported as the `refund_in_full` effect for the caller to send after the commit)
 * or taken back. A webhook and the buyer's return racing each other take turns on the row lock.
 */
export async function settlePayment(
  db: Db,
  transactionId: string,
  event: PaymentEvent,
  key: GatewayEventKey | null,
  note: SettleNote = {},
  now = new Date(),
): Promise<Settled> {
  return db.transaction(async (tx) => {
    if (key) {
      const recorded = await tx
        .insert(gatewayEvents)
        .values({ ...key, transactionId: null })
        .onConflictDoNothing()
        .returning({ eventId: gatewayEvents.eventId });
      if (recorded.length === 0) return { outcome: 'duplicate' };
    }
    const loaded = await loadTransaction(tx, transactionId, true);
    if (!loaded) return { outcome: 'unknown' };
    // A card is saved only for a buyer the gateway knows (a plan's checkout).
    const saved = loaded.gatewayCustomer ? (note.savedPaymentMethod ?? null) : null;
    const transaction = saved ? { ...loaded, savedPaymentMethod: saved } : loaded;
    if (key) {
      await tx.update(gatewayEvents).set({ transactionId }).where(eq(gatewayEvents.eventId, key.eventId));
    }
    let { state, effects } = nextPayment(stateOf(transaction), event, transaction.totalMinor);
    if (effects.includes('fulfil') && !(await fulfil(tx, transaction, now))) {
      // The machine gave the items; they could not be given after all.
      const declined = nextPayment(
        { ...state, fulfilment: 'none' },
        { kind: 'undeliverable' },
        transaction.totalMinor,
      );
      state = declined.state;
      effects = [...effects.filter((effect) => effect !== 'fulfil'), ...declined.effects];
    }
    if (effects.includes('revoke')) await revoke(tx, transaction);
    const becamePaid = moneyTaken(state.status) && !moneyTaken(transaction.status);
    if (becamePaid && transaction.couponId) await countCouponUse(tx, transaction.couponId);
    // A free trial's checkout took no money: there is nothing to give a receipt for.
    const trial = transaction.items.some((item) => item.data.isTrial === true);
    if (becamePaid && !trial) await issueReceipt(tx, transactionId, transaction.userId);
    if (becamePaid) await convertClick(tx, transaction);
    await tx
      .update(paymentTransactions)
      .set({
        ...state,
        ...(becamePaid ? { paidAt: now, seatHoldUntil: null } : {}),
        ...('errorMessage' in note
          ? { errorMessage: note.errorMessage, errorData: note.errorData ?? null }
          : {}),
        ...(saved ? { savedPaymentMethod: saved } : {}),
        ...(note.paidBy && becamePaid ? { gatewayRef: note.paidBy } : {}),
        updatedAt: now,
      })
      .where(eq(paymentTransactions.id, transactionId));
    const duplicate = note.paidBy && moneyTaken(transaction.status) && transaction.gatewayRef !== note.paidBy;
    return {
      outcome: 'applied',
      transaction,
      state,
      effects,
      ...(duplicate ? { duplicatePayment: note.paidBy } : {}),
    };
  });
}

/**
 * Give every item, in a savepoint: true when all were given; false (and nothing given) when one
 * was refused, such as a class that filled after its buyer's seat hold ran out.
 */
async function fulfil(db: Db, transaction: LoadedTransaction, now: Date): Promise<boolean> {
  // The buyer's account is gone: there is no one to give the items to.
  if (transaction.userId === null) return false;
  const buyer = { ...transaction, userId: transaction.userId };
  try {
    await db.transaction(async (savepoint) => {
      for (const item of transaction.items) await itemKind(item.type).fulfil(savepoint, buyer, item, now);
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

async function revoke(db: Db, transaction: LoadedTransaction): Promise<void> {
  if (transaction.userId === null) return;
  const buyer = { ...transaction, userId: transaction.userId };
  for (const item of transaction.items) await itemKind(item.type).revoke(db, buyer, item);
}
