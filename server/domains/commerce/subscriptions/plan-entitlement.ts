import { eq } from 'drizzle-orm';
import { isPlan } from '../../../../common/domain/plans';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

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
