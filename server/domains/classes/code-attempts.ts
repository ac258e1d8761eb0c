import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { underFailureLimits } from '../../security/rate-limit';
import { CODE_FAILURES_PER_IP, CODE_FAILURES_PER_USER } from './limits';

/**
 * Run `attempt`, a try of a class code, under the limits of wrong codes per person and per client
 * address (limits.ts): counted before it runs, given back when it succeeds (underFailureLimits).
 */
export function underCodeAttemptLimits<T>(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  attempt: () => Promise<T>,
): Promise<T> {
  return underFailureLimits(
    db,
    [
      [CODE_FAILURES_PER_USER, ctx.actor.userId],
      [CODE_FAILURES_PER_IP, ctx.client.ip],
    ],
    attempt,
  );
}
