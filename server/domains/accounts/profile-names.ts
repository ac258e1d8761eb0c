import { and, eq, like, ne, or } from 'drizzle-orm';
import { PROFILE_NAME_TAKEN_MESSAGE, profileNameFrom } from '../../../common/rules/profile-name';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';

/**
 * A free profile name for a new account: the slug of its full name, or that slug with the
 * smallest free numeric suffix ('aisyah-rahman-2'). One query whatever the number of namesakes.
 */
export async function freeProfileName(db: Db, fullName: string): Promise<string> {
  const base = profileNameFrom(fullName);
  const rows = await db
    .select({ name: users.profileName })
    .from(users)
    .where(or(eq(users.profileName, base), like(users.profileName, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.name));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/** Change a user's profile name; 409 `profile_name_taken` when someone else has it. */
export async function setProfileName(db: Db, userId: string, profileName: string): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profileName, profileName), ne(users.id, userId)));
  if (holder) throw profileNameTaken();
  try {
    await db.update(users).set({ profileName, updatedAt: new Date() }).where(eq(users.id, userId));
  } catch (error) {
    // Two people claiming one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw profileNameTaken();
    throw error;
  }
}

function profileNameTaken(): AppError {
  return new AppError('profile_name_taken', PROFILE_NAME_TAKEN_MESSAGE, {
    profileName: PROFILE_NAME_TAKEN_MESSAGE,
  });
}
