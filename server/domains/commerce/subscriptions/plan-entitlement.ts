import { eq } from 'drizzle-orm';
import { isPlan } from '../../../../common/domain/plans';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { restorePlace, suspendPlace } from '../../classes';

/**
 * What a person's plan allows, where the rest of Kelas reads it (users.plan: course creation's
 * limit, common/domain/plans.ts): the kind of their subscription while it grants its plan, the
 * free plan once it is suspended or ends.
 */
export async function setPlanEntitlement(db: Db, userId: string, kind: string, granted: boolean) {
  if (!isPlan(kind)) return;
  await db
    .update(users)
    .set({ plan: granted ? kind : 'free' })
    .where(eq(users.id, userId));
}

/**
 * What a subscription gives while it stands, given or withdrawn: a plan's allowances, or an
 * instalment plan's place in its class (suspended while a part is unpaid).
 */
export async function setSubscriptionAccess(
  db: Db,
  subscription: { userId: string; kind: string; cohortId: string | null },
  granted: boolean,
): Promise<void> {
  if (subscription.kind !== 'instalment') {
    await setPlanEntitlement(db, subscription.userId, subscription.kind, granted);
  } else if (subscription.cohortId) {
    const place = { userId: subscription.userId, cohortId: subscription.cohortId };
    await (granted ? restorePlace(db, place) : suspendPlace(db, place));
  }
}
