import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { ACCOUNT_ERASE_AFTER_DAYS, DAY_MS } from '../../../common/constants';
import type { Db } from '../../db/client';
import {
  accountTokens,
  blogPosts,
  follows,
  mfaRecoveryKeys,
  notificationSettings,
  sessions,
  users,
} from '../../db/schema';
import { deleteUserSessions } from '../../http/session-store';

/** The name an erased account keeps. */
export const ERASED_NAME = 'Deleted user';

/** Deactivate an account now and schedule its erasure; every session ends. Returns the erase date. */
export async function deactivateAccount(db: Db, userId: string): Promise<Date> {
  const now = new Date();
  const eraseAfter = new Date(now.getTime() + ACCOUNT_ERASE_AFTER_DAYS * DAY_MS);
  await db.update(users).set({ deactivatedAt: now, eraseAfter, updatedAt: now }).where(eq(users.id, userId));
  await deleteUserSessions(db, userId);
  return eraseAfter;
}

/** Undo a pending deletion (the person signed in again within the 30 days). */
export async function cancelAccountDeletion(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt: null, eraseAfter: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Erase the personal data of every account deactivated longer than its grace period, in one
 * transaction and a fixed number of statements whatever the number of accounts. Returns how many.
 */
export async function eraseDeactivatedAccounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.deactivatedAt), lte(users.eraseAfter, sql`now()`), isNull(users.erasedAt)))
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(sessions).where(inArray(sessions.userId, ids));
    await tx.delete(mfaRecoveryKeys).where(inArray(mfaRecoveryKeys.userId, ids));
    await tx.delete(accountTokens).where(inArray(accountTokens.userId, ids));
    await tx.delete(follows).where(or(inArray(follows.followerId, ids), inArray(follows.followeeId, ids)));
    await tx.delete(blogPosts).where(inArray(blogPosts.authorId, ids));
    await tx.delete(notificationSettings).where(inArray(notificationSettings.userId, ids));
    await tx
      .update(users)
      .set({
        fullName: ERASED_NAME,
        // Unique per account (the e-mail index is unique) and on a domain that can never receive mail.
        email: sql`'deleted-' || ${users.id} || '@erased.invalid'`,
        passwordHash: null,
        pendingEmail: null,
        emailVerifiedAt: null,
        profileName: null,
        profileSummary: null,
        headerColour: null,
        avatarKey: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        mfaEnabled: false,
        isNewsSubscribed: false,
        lastLoginSource: null,
        lastLoginTokenType: null,
        erasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(inArray(users.id, ids));
    return ids.length;
  });
}
