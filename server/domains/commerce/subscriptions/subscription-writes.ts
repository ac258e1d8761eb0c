import { and, eq, notInArray } from 'drizzle-orm';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import { afterDecline, periodEnd, trialEnd } from '../../../../common/domain/renewals';
import { instalmentAmounts } from '../../../../common/instalments';
import type { BillingPeriod } from '../../../../common/subscription-kinds';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import type { ItemTransaction } from '../items/item-kind';
import { setPlanEntitlement, setSubscriptionAccess } from './plan-entitlement';

/** What a plan's first checkout bought: the plan, its period and price, and its trial. */
export interface PlanBought {
  planId: string;
  kind: string;
  billingPeriod: BillingPeriod;
  priceMinor: number;
  trialDays: number | null;
}

/**
 * Start the subscription a checkout paid for (or, a trial, saved a card for): in its trial until
 * the trial ends, else paid for one period; the saved card is charged when that ends. Refused (the
 * payment then goes back) when the buyer already holds a live subscription of the kind.
 */
export async function startSubscription(
  db: Db,
  transaction: ItemTransaction,
  bought: PlanBought,
  now: Date,
): Promise<void> {
  const ends = bought.trialDays ? trialEnd(now, bought.trialDays) : periodEnd(now, bought.billingPeriod);
  const [started] = await db
    .insert(subscriptions)
    .values({
      userId: transaction.userId,
      planId: bought.planId,
      kind: bought.kind,
      status: bought.trialDays ? 'trialing' : 'active',
      billingPeriod: bought.billingPeriod,
      currency: transaction.currency,
      priceMinor: bought.priceMinor,
      currentPeriodStart: now,
      currentPeriodEnd: ends,
      trialEndsAt: bought.trialDays ? ends : null,
      nextChargeAt: ends,
      gatewayCustomer: transaction.gatewayCustomer,
      paymentMethod: transaction.savedPaymentMethod,
      startedBy: transaction.id,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (!started) throw new AppError('not_for_sale', PAYMENT_REASONS.alreadyOwned);
  await setPlanEntitlement(db, transaction.userId, bought.kind, true);
}

/**
 * The renewal paid: the next period follows on from the last one (not from today, so a retried
 * renewal does not shift the billing day), and a suspended subscription grants its plan again.
 */
export async function extendSubscription(db: Db, subscriptionId: string, transaction: ItemTransaction) {
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!current || current.status === 'cancelled' || current.status === 'completed')
    throw new AppError('not_for_sale', PAYMENT_REASONS.notForSale);
  const ends = periodEnd(current.currentPeriodEnd, current.billingPeriod as BillingPeriod);
  // An instalment plan counts its parts; its last one paid, nothing more is charged.
  const partsPaid = current.partsPaid === null ? null : current.partsPaid + 1;
  const completed = partsPaid !== null && partsPaid >= (current.parts ?? 0);
  await db
    .update(subscriptions)
    .set({
      status: completed ? 'completed' : 'active',
      currentPeriodStart: current.currentPeriodEnd,
      currentPeriodEnd: ends,
      nextChargeAt: completed ? null : ends,
      partsPaid,
      failedCharges: 0,
      renewalTransactionId: null,
      ...(transaction.savedPaymentMethod ? { paymentMethod: transaction.savedPaymentMethod } : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscriptionId));
  await setSubscriptionAccess(db, current, true);
}

/**
 * The renewal due was declined again: retried later, or the subscription suspended (what it
 * became). `attempt` is the count of declines the attempt was made after: a decline already
 * counted (a second caller settling the same attempt) changes nothing and gives null.
 */
export async function recordDecline(
  db: Db,
  subscriptionId: string,
  attempt: number,
  now: Date,
): Promise<ReturnType<typeof afterDecline> | null> {
  const [current] = await db
    .select({
      failed: subscriptions.failedCharges,
      userId: subscriptions.userId,
      kind: subscriptions.kind,
      cohortId: subscriptions.cohortId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (current?.failed !== attempt) return null;
  const next = afterDecline(current.failed + 1, now);
  await db
    .update(subscriptions)
    .set({ ...next, failedCharges: current.failed + 1, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
  if (next.status === 'suspended') await setSubscriptionAccess(db, current, false);
  return next;
}

/** End a subscription now: nothing more is charged and what it gave goes (an instalment plan's place is suspended). */
export async function endSubscription(db: Db, where: { id: string } | { startedBy: string }, now: Date) {
  const [ended] = await db
    .update(subscriptions)
    .set({ status: 'cancelled', endedAt: now, nextChargeAt: null, updatedAt: now })
    .where(
      and(
        'id' in where ? eq(subscriptions.id, where.id) : eq(subscriptions.startedBy, where.startedBy),
        notInArray(subscriptions.status, ['cancelled', 'completed']),
      ),
    )
    .returning({ userId: subscriptions.userId, kind: subscriptions.kind, cohortId: subscriptions.cohortId });
  if (ended) await setSubscriptionAccess(db, ended, false);
}

/**
 * The change is paid (or free): the subscription is billed by `change` from now on. A trial keeps
 * its end (its first charge, at the new price); a paid period starts again today.
 */
export async function applyPlanChange(
  db: Db,
  subscriptionId: string,
  change: { billingPeriod: string; priceMinor: number },
  now: Date,
): Promise<void> {
  const [current] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!current || current.status === 'cancelled')
    throw new AppError('not_for_sale', PAYMENT_REASONS.subscriptionEnded);
  const restart = current.status !== 'trialing';
  const ends = periodEnd(now, change.billingPeriod as BillingPeriod);
  await db
    .update(subscriptions)
    .set({
      billingPeriod: change.billingPeriod,
      priceMinor: change.priceMinor,
      pendingChange: null,
      ...(restart ? { currentPeriodStart: now, currentPeriodEnd: ends, nextChargeAt: ends } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * Start the instalment plan whose first part a checkout paid: the rest of the price in monthly
 * parts on the card it saved, the next a month from now. Refused (the payment then goes back) when
 * the buyer is already paying for a place in the class by instalments.
 */
export async function startInstalmentPlan(
  db: Db,
  transaction: ItemTransaction & { instalmentParts: number },
  cohortId: string,
  now: Date,
): Promise<void> {
  const parts = transaction.instalmentParts;
  const later = instalmentAmounts(transaction.subtotalMinor - transaction.discountMinor, parts)[1]!;
  const ends = periodEnd(now, 'monthly');
  const [started] = await db
    .insert(subscriptions)
    .values({
      userId: transaction.userId,
      planId: null,
      kind: 'instalment',
      status: 'active',
      billingPeriod: 'monthly',
      currency: transaction.currency,
      priceMinor: later,
      currentPeriodStart: now,
      currentPeriodEnd: ends,
      nextChargeAt: ends,
      gatewayCustomer: transaction.gatewayCustomer,
      paymentMethod: transaction.savedPaymentMethod,
      startedBy: transaction.id,
      cohortId,
      parts,
      partsPaid: 1,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (!started) throw new AppError('not_for_sale', PAYMENT_REASONS.alreadyOwned);
}
