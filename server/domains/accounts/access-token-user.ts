import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import { accessTokenFamilies, users } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { verifyAccessToken } from './access-token';

/**
 * The user an `access-token` header stands for (the notification service's callers): a valid,
 * unexpired token whose family is not revoked (log-out ends it) of an active person; null otherwise.
 */
export async function userOfAccessToken(
  db: Db,
  keys: { secret: string; issuer: string },
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  const userId = await verifyAccessToken(keys.secret, keys.issuer, token).catch(() => null);
  if (!userId) return null;
  const { fam } = decodeJwt(token);
  if (typeof fam !== 'string' || !isUuid(fam) || !isUuid(userId)) return null;
  const [live] = await db
    .select({ id: users.id })
    .from(accessTokenFamilies)
    .innerJoin(users, eq(users.id, accessTokenFamilies.userId))
    .where(
      and(
        eq(accessTokenFamilies.id, fam),
        eq(users.id, userId),
        isNull(users.deactivatedAt),
        isNull(users.erasedAt),
      ),
    );
  return live ? userId : null;
}
