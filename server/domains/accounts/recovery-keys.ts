import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MFA_RECOVERY_KEY_COUNT } from '../../../common/constants';
import type { Db } from '../../db/client';
import { mfaRecoveryKeys } from '../../db/schema';
import { hashToken } from '../../security/keys';

// 32 symbols without look-alikes (no 0/o, 1/l), so a key copied from paper reads back the same.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

function newRecoveryKey(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

// Case, spaces and hyphens do not matter when a person types a key back.
function recoveryKeyHash(key: string): string {
  return hashToken(`mfa-recovery:${key.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** Replace a user's recovery keys with a fresh set; returns the keys, which are stored only hashed. */
export async function replaceRecoveryKeys(db: Db, userId: string): Promise<string[]> {
  const keys = Array.from({ length: MFA_RECOVERY_KEY_COUNT }, newRecoveryKey);
  await deleteRecoveryKeys(db, userId);
  await db.insert(mfaRecoveryKeys).values(keys.map((key) => ({ userId, keyHash: recoveryKeyHash(key) })));
  return keys;
}

/** Remove every recovery key of a user. */
export async function deleteRecoveryKeys(db: Db, userId: string): Promise<void> {
  await db.delete(mfaRecoveryKeys).where(eq(mfaRecoveryKeys.userId, userId));
}

/** Spend one unused recovery key; true when it was valid. The update is atomic, so a key works once. */
export async function spendRecoveryKey(db: Db, userId: string, key: string): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryKeys)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryKeys.userId, userId),
        eq(mfaRecoveryKeys.keyHash, recoveryKeyHash(key)),
        isNull(mfaRecoveryKeys.usedAt),
      ),
    )
    .returning({ keyHash: mfaRecoveryKeys.keyHash });
  return spent.length > 0;
}
