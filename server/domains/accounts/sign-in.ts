import { type AuthInput, INVALID_CREDENTIALS_REASON, type SignInResult } from '../../../common/api/auth';
import type { Db } from '../../db/client';
import { deleteUserSessions } from '../../http/session-store';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { clearAttempts, reserveAttempt } from '../../security/backoff';
import { hitRateLimit } from '../../security/rate-limit';
import { cancelAccountDeletion } from './account-deletion';
import { SIGN_IN_FAILURES, SIGN_IN_PER_IP } from './limits';
import { verifySecondFactor } from './mfa';
import { verifyPassword } from './password';
import { findUserByEmail, recordLogin } from './users';

/** What signing in reads of the login payload (spec §3). */
export type SignInInput = Pick<AuthInput, 'otp' | 'recoveryKey' | 'source' | 'tokenType'> & {
  user: string;
  password: string;
};

/**
 * Sign in with e-mail address and password, then the second factor when the account has MFA.
 * Every password failure gets the same reason, whether the address is unknown or the password
 * wrong; each attempt counts as a failure of its account and address until the password matches.
 * Signing in to a deactivated account cancels its deletion. Not run in a transaction: the failure
 * counters must stay counted when the attempt fails.
 */
export async function signIn(db: Db, ctx: RequestContext, input: SignInInput): Promise<SignInResult> {
  const { user: email, password } = input;
  await hitRateLimit(db, SIGN_IN_PER_IP, ctx.client.ip);
  const attemptKey = `${email.trim().toLowerCase()}|${ctx.client.ip}`;
  await reserveAttempt(db, SIGN_IN_FAILURES, attemptKey);
  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches || user.erasedAt) {
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS_REASON);
  }
  // The password was right: its guesses are over (the second factor has a limit of its own).
  await clearAttempts(db, SIGN_IN_FAILURES, attemptKey);
  if (user.mfaEnabled) await verifySecondFactor(db, ctx.deps, user, input);
  const deletionCancelled = user.deactivatedAt !== null;
  await db.transaction(async (tx) => {
    if (deletionCancelled) await cancelAccountDeletion(tx as unknown as Db, user.id);
    await recordLogin(tx as unknown as Db, user.id, input);
    await ctx.session.start(tx as unknown as Db, user.id, input);
  });
  return deletionCancelled ? { userId: user.id, deletionCancelled: true } : { userId: user.id };
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
