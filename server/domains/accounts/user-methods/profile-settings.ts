import { eq } from 'drizzle-orm';
import { accountSecurityCalls } from '../../../../common/api/account-security';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { serve, servedMethods } from '../../../rpc/method';
import { ownAccount } from '../policy';
import { loggedInUserData } from '../users';

async function updateOwnRow(db: Db, userId: string, fields: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return loggedInUserData(db, userId);
}

/** The signed-in user's name and time zone (spec §7 setFullName, updateLocation). */
export const profileSettingsMethods = servedMethods(
  serve(accountSecurityCalls.setFullName, {
    ...ownAccount,
    run: (db, _ctx, me, input) => updateOwnRow(db, me.userId, { fullName: input.fullName }),
  }),
  serve(accountSecurityCalls.updateLocation, {
    ...ownAccount,
    run: (db, _ctx, me, input) => updateOwnRow(db, me.userId, { timezone: input.timezone }),
  }),
);
