import { RENEW_REFUSED_REASON } from '../../../common/api/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { issueAccessToken, renewableAccessToken } from './access-token';
import { rotateTokenFamily, startTokenFamily } from './access-token-families';
import { TOKEN_RENEWALS_PER_IP } from './security-limits';

/** `POST /json/auth/access_token/`: a token for the signed-in user, starting a family bound to this session. */
export async function issueSessionAccessToken(
  db: Db,
  ctx: RequestContext,
  userId: string,
): Promise<{ access_token: string }> {
  const sessionId = ctx.actor.sessionId;
  if (!sessionId) throw new AppError('not_signed_in', 'Sign in to continue.');
  const ids = await startTokenFamily(db, userId, sessionId);
  return { access_token: await issueAccessToken(ctx.deps.secret, ctx.deps.config.PUBLIC_URL, userId, ids) };
}

/**
 * Trade the newest token of a family (valid, or expired within the renewal window) for the next
 * one. The token presented can never renew again; presenting it again revokes its family.
 */
export async function renewAccessToken(
  db: Db,
  ctx: RequestContext,
  token: string,
): Promise<{ access_token: string }> {
  await hitRateLimit(db, TOKEN_RENEWALS_PER_IP, ctx.client.ip);
  const { secret, config } = ctx.deps;
  const presented = await renewableAccessToken(secret, config.PUBLIC_URL, token).catch(() => null);
  const renewed = presented ? await rotateTokenFamily(db, presented) : null;
  if (!renewed) throw new AppError('invalid_token', RENEW_REFUSED_REASON);
  return { access_token: await issueAccessToken(secret, config.PUBLIC_URL, renewed.userId, renewed.ids) };
}
