import { eq } from 'drizzle-orm';
import { FALLBACK_LANGUAGE } from '../../../../common/constants';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Actor } from '../../../rpc/actor';

/** The language a view is drawn in: the signed-in reader's preferred language, else English. */
export async function readerLanguage(db: Db, actor: Actor): Promise<string> {
  if (!actor.userId) return FALLBACK_LANGUAGE;
  const [user] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, actor.userId));
  return user?.language ?? FALLBACK_LANGUAGE;
}
