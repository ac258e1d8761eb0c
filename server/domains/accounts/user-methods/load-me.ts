import type { Db } from '../../../db/client';
import type { RequestContext } from '../../../rpc/context';

/** `me` names the signed-in user; any other id names nobody this method serves. */
export async function loadMe(
  _db: Db,
  ctx: RequestContext,
  id: string,
): Promise<{ userId: string } | undefined> {
  return id === 'me' && ctx.actor.userId ? { userId: ctx.actor.userId } : undefined;
}
