import { and, eq, isNull } from 'drizzle-orm';
import { RENEW_REFUSED_REASON } from '../../../common/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { issueAccessToken, renewableAccessTokenSubject } from './access-token';
import { TOKEN_RENEWALS_PER_IP } from './security-limits';

/** Trade an access token (valid, or expired within the renewal window) for a fresh one. */
export async function renewAccessToken(
  db: Db,
  ctx: RequestContext,
  token: string,
): Promise<{ access_token: string }> {
  await hitRateLimit(db, TOKEN_RENEWALS_PER_IP, ctx.client.ip);
  const { secret, config } = ctx.deps;
  const userId = await renewableAccessTokenSubject(secret, config.PUBLIC_URL, token).catch(() => null);
  // A token names a user id; a malformed one must not reach the uuid column.
  const [user] =
    userId && /^[0-9a-f-]{36}$/i.test(userId)
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deactivatedAt), isNull(users.erasedAt)))
      : [];
  if (!user) throw new AppError('invalid_token', RENEW_REFUSED_REASON);
  return { access_token: await issueAccessToken(secret, config.PUBLIC_URL, user.id) };
}
