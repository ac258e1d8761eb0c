import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit, type RateLimit, refundHit } from '../../security/rate-limit';
import { CODE_FAILURES_PER_IP, CODE_FAILURES_PER_USER } from './limits';

/**
 * Run `attempt`, a try of a class code, under the limits of wrong codes per person and per client
 * address (limits.ts). Each attempt is counted before it runs, so parallel guesses cannot slip past
 * the limit, and given back when it succeeds, so only failures stay counted. Call outside the
 * attempt's transaction: a failed attempt rolls back its own writes, never its count.
 */
export async function underCodeAttemptLimits<T>(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  attempt: () => Promise<T>,
): Promise<T> {
  const counted: [RateLimit, string][] = [
    [CODE_FAILURES_PER_USER, ctx.actor.userId],
    [CODE_FAILURES_PER_IP, ctx.client.ip],
  ];
  for (const [limit, key] of counted) await hitRateLimit(db, limit, key);
  const result = await attempt();
  for (const [limit, key] of counted) await refundHit(db, limit, key);
  return result;
}
