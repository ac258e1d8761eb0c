import { INVALID_CREDENTIALS_REASON, type SignInResult } from '../../../common/api/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { checkRateLimit, countHit, hitRateLimit } from '../../security/rate-limit';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_PER_IP } from './limits';
import { verifyPassword } from './password';
import { deleteUserSessions } from './sessions';
import { findUserByEmail, recordLogin } from './users';

/**
 * Sign in with e-mail address and password. Every failure gets the same reason, whether the
 * address is unknown or the password wrong. Not run in a transaction: the failure counters must
 * stay counted when the attempt fails.
 */
export async function signIn(
  db: Db,
  ctx: RequestContext,
  email: string,
  password: string,
): Promise<SignInResult> {
  const accountKey = email.trim().toLowerCase();
  await hitRateLimit(db, SIGN_IN_PER_IP, ctx.client.ip);
  await checkRateLimit(db, SIGN_IN_FAILURES_PER_ACCOUNT, accountKey);
  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches) {
    await countHit(
      db,
      `${SIGN_IN_FAILURES_PER_ACCOUNT.name}:${accountKey}`,
      SIGN_IN_FAILURES_PER_ACCOUNT.windowSeconds,
    );
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS_REASON);
  }
  await recordLogin(db, user.id);
  await ctx.session.start(db, user.id);
  return { userId: user.id };
}

/** End the current session (a no-op when there is none). */
export async function logOut(db: Db, ctx: RequestContext): Promise<{ loggedOut: true }> {
  await ctx.session.end(db);
  return { loggedOut: true };
}

/** End every session of the signed-in user, who must name themself by e-mail address. */
export async function logOutEverywhere(
  db: Db,
  ctx: RequestContext,
  email: string | undefined,
): Promise<{ loggedOut: true; sessionsEnded: number }> {
  const userId = ctx.actor.userId;
  if (!userId) throw new AppError('not_signed_in', 'Sign in to continue.');
  const named = email ? await findUserByEmail(db, email) : undefined;
  if (!named || named.id !== userId) {
    throw new AppError('forbidden', 'You can only log yourself out everywhere.');
  }
  const sessionsEnded = await deleteUserSessions(db, userId);
  await ctx.session.end(db);
  return { loggedOut: true, sessionsEnded };
}
