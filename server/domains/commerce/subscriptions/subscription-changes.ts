import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import { endSubscription } from './subscription-writes';

/**
 * Cancel at the period's end (`cancel` true) or resume (false): the plan stays until the period
 * (or the trial) ends, and the renewal job then ends it instead of charging. A suspended one,
 * whose allowances are already withdrawn, ends now. Refused for one that has already ended.
 */
export async function setCancelAtPeriodEnd(db: Db, id: string, cancel: boolean, now: Date): Promise<void> {
  const [current] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update');
  if (cancel && current?.status === 'suspended') return endSubscription(db, { id }, now);
  const changed = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ['trialing', 'active', 'past_due'])))
    .returning({ id: subscriptions.id });
  if (changed.length === 0) throw new AppError('invalid_input', PAYMENT_REASONS.subscriptionEnded);
}

/** Drop the move to a shorter period that waits for the period's end (none waiting: nothing changes). */
export async function cancelPendingChange(db: Db, id: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ pendingChange: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), isNotNull(subscriptions.pendingChange)));
}
