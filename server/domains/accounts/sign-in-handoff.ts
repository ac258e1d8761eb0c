import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { SIGN_IN_HANDOFF_SECONDS } from '../../../common/constants';
import type { Db } from '../../db/client';
import { signInHandoffs, users } from '../../db/schema';
import { sessionFamilySql } from '../../http/session-store';
import type { Actor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import { hashToken, randomToken } from '../../security/keys';
import { hitRateLimit } from '../../security/rate-limit';
import { HANDOFF_REDEMPTIONS_PER_IP } from './security-limits';

/**
 * Spec §7 token type `temporary`: the signed-in person's page on one origin (the platform's domain or
 * an institution's own) asks for a token for the other origin's host, and a form posted there
 * redeems it once, within SIGN_IN_HANDOFF_SECONDS, for a session of that origin's own: each origin
 * keeps its cookies to itself.
 */
export async function issueSignInHandoff(
  db: Db,
  actor: Actor,
  targetHost: string,
): Promise<{ token: string; expiresAt: string }> {
  const userId = actor.userId;
  if (!userId) throw new AppError('not_signed_in', 'Sign in to continue.');
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_HANDOFF_SECONDS * 1000);
  // Hand-offs nobody redeemed go as new ones come (the index keeps this cheap).
  await db.delete(signInHandoffs).where(lt(signInHandoffs.expiresAt, sql`now()`));
  const asking = actor.sessionId;
  await db.insert(signInHandoffs).values({
    id: hashToken(token),
    userId,
    targetHost: targetHost.toLowerCase(),
    // The session it opens joins the asking session's family: logging out ends both.
    sessionFamily: asking ? sessionFamilySql(asking) : null,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Redeem a hand-off token on `host`: the person it was issued to (and the family their session is
 * to join) when it is unexpired, meant for this host and their account not erased; else null. Used
 * or not, the token is gone (one statement), so it opens one session at most. Each attempt counts
 * against the client's address.
 */
export async function redeemSignInHandoff(
  db: Db,
  token: string,
  host: string,
  ip: string,
): Promise<{ userId: string; family: string | undefined } | null> {
  await hitRateLimit(db, HANDOFF_REDEMPTIONS_PER_IP, ip);
  const [redeemed] = await db
    .delete(signInHandoffs)
    .where(eq(signInHandoffs.id, hashToken(token)))
    .returning({
      userId: signInHandoffs.userId,
      targetHost: signInHandoffs.targetHost,
      sessionFamily: signInHandoffs.sessionFamily,
      expiresAt: signInHandoffs.expiresAt,
    });
  if (!redeemed || redeemed.targetHost !== host.toLowerCase() || redeemed.expiresAt.getTime() <= Date.now())
    return null;
  const [active] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, redeemed.userId), isNull(users.erasedAt)));
  return active ? { userId: active.id, family: redeemed.sessionFamily ?? undefined } : null;
}
