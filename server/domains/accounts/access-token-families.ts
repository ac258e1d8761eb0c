import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS, ACCESS_TOKEN_TTL_SECONDS } from '../../../common/constants';
import { type Db, rowsOf } from '../../db/client';
import { accessTokenFamilies } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { randomToken } from '../../security/keys';
import type { TokenFamilyIds } from './access-token';

// After this a family's newest token is past its renewal window: the record serves nothing.
const RENEWABLE_FOR = `${ACCESS_TOKEN_TTL_SECONDS + ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS} seconds`;
/** How many renewable tokens one session may hold at once. */
export const FAMILIES_PER_SESSION = 10;

/** Start a family for a token issued to the session `sessionId`; returns the first token's ids. */
export async function startTokenFamily(db: Db, userId: string, sessionId: string): Promise<TokenFamilyIds> {
  // A session keeps only live records, and a handful: those that can no longer renew go, and the
  // oldest beyond FAMILIES_PER_SESSION (a client asking for a token on every call must not pile up rows).
  const newest = db
    .select({ id: accessTokenFamilies.id })
    .from(accessTokenFamilies)
    .where(eq(accessTokenFamilies.sessionId, sessionId))
    .orderBy(desc(accessTokenFamilies.renewedAt))
    .limit(FAMILIES_PER_SESSION - 1);
  await db
    .delete(accessTokenFamilies)
    .where(
      and(
        eq(accessTokenFamilies.sessionId, sessionId),
        or(
          lt(accessTokenFamilies.renewedAt, sql`now() - ${RENEWABLE_FOR}::interval`),
          notInArray(accessTokenFamilies.id, newest),
        ),
      ),
    );
  const tokenId = randomToken(16);
  const [family] = await db
    .insert(accessTokenFamilies)
    .values({ userId, sessionId, currentTokenId: tokenId })
    .returning({ id: accessTokenFamilies.id });
  return { familyId: family!.id, tokenId };
}

/**
 * Move the family of `presented` on to a new token, if `presented` is its newest, its session is
 * live and its person active: returns the user and the new token's ids. A token the family has
 * already moved on from is a stolen copy or a replay, so the whole family is revoked. Each step is
 * one statement, so two renewals of one token cannot both succeed.
 */
export async function rotateTokenFamily(
  db: Db,
  presented: TokenFamilyIds,
): Promise<{ userId: string; ids: TokenFamilyIds } | null> {
  if (!isUuid(presented.familyId)) return null;
  const tokenId = randomToken(16);
  const [rotated] = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      UPDATE access_token_families AS f SET current_token_id = ${tokenId}, renewed_at = now()
      FROM sessions AS s, users AS u
      WHERE f.id = ${presented.familyId} AND f.current_token_id = ${presented.tokenId}
        AND s.id = f.session_id AND s.expires_at > now()
        AND u.id = f.user_id AND u.deactivated_at IS NULL AND u.erased_at IS NULL
      RETURNING f.user_id`),
  );
  if (rotated) return { userId: rotated.user_id, ids: { familyId: presented.familyId, tokenId } };
  await db.delete(accessTokenFamilies).where(eq(accessTokenFamilies.id, presented.familyId));
  return null;
}

/** End every access-token family of a user: none of their tokens renews again. */
export async function revokeAccessTokens(db: Db, userId: string): Promise<void> {
  await db.delete(accessTokenFamilies).where(eq(accessTokenFamilies.userId, userId));
}
