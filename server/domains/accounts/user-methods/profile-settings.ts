import { eq } from 'drizzle-orm';
import { SetFullNameInput, UpdateLocationInput } from '../../../../common/api/account-security';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { method, type ResourceMethods } from '../../../rpc/method';
import { self } from '../../../rpc/policy';
import { loggedInUserData } from '../users';
import { loadMe } from './load-me';

async function updateOwnRow(db: Db, userId: string, fields: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return loggedInUserData(db, userId);
}

/** The signed-in user's name and time zone (spec §7 setFullName, updateLocation). */
export const profileSettingsMethods: ResourceMethods = {
  update: {
    setFullName: method({
      input: SetFullNameInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me, input) => updateOwnRow(db, me.userId, { fullName: input.fullName }),
    }),
    updateLocation: method({
      input: UpdateLocationInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me, input) => updateOwnRow(db, me.userId, { timezone: input.timezone }),
    }),
  },
};
