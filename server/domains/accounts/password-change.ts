import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordResult } from '../../../common/api/credentials';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { revokeAccessTokens } from './access-token-families';
import { retireTokens } from './account-tokens';
import { confirmPassword } from './confirm-password';
import { hashNewPassword } from './new-password';

/**
 * `update user changePassword/me`: check the current password (failures counted like sign-in
 * failures), set the new one, end every other session (this one stays) and every access-token
 * family, and say so by mail.
 * Not in the request's transaction: the failure count must outlive a refusal.
 */
export async function changePassword(
  db: Db,
  ctx: RequestContext,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  await confirmPassword(db, userId, currentPassword).catch((error: unknown) => {
    // The shared check names its field `password`; this form calls it `currentPassword`.
    if (error instanceof AppError && error.fields?.password) {
      throw new AppError(error.code, error.reason, { currentPassword: error.fields.password });
    }
    throw error;
  });
  const passwordHash = await hashNewPassword(newPassword, 'newPassword');
  const sessionsEnded = await ctx.deps.mailer.transaction(db, async (tx, outbox) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('not_found', 'Not found.');
    // An old reset link must not undo the change.
    await retireTokens(tx, userId, 'password_reset');
    const ended = await endOtherSessions(tx, userId, ctx.actor.sessionId);
    // A token copied before the change must not renew, whichever session it came from.
    await revokeAccessTokens(tx, userId);
    await outbox.send({
      to: user.email,
      template: 'password_changed',
      language: user.preferredLanguage,
      values: { fullName: user.fullName },
    });
    return ended;
  });
  return { changed: true, sessionsEnded };
}

/** End every session of `userId` except `keepSessionId`; returns how many ended. */
async function endOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<number> {
  const others = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(others).returning({ id: sessions.id });
  return ended.length;
}
