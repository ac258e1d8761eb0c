import type { Db } from '../../../db/client';
import type { RequestContext } from '../../../rpc/context';

/**
 * The signed-in user, addressed by their own id (as spec §7 sends the `userId` of
 * getLoggedInUserData) or by the alias `me`; any other id names nobody this method serves, so a
 * stranger's id answers exactly as an unknown one.
 */
export async function loadMe(
  _db: Db,
  ctx: RequestContext,
  id: string,
): Promise<{ userId: string } | undefined> {
  const { userId } = ctx.actor;
  return userId && (id === 'me' || id === userId) ? { userId } : undefined;
}
