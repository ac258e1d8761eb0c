import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import type { SignedInActor } from '../../rpc/actor';
import { hitRateLimit } from '../../security/rate-limit';
import { SOCIAL_WRITES_PER_USER } from './limits';
import { plainTextFrom } from './plain-text';
import type { LoadedPost } from './post-target';

/**
 * Does the block whose setup data is `setupData` (a jsonb column or subquery) ask learners to
 * reflect on their posts (spec §3 Block `reflectionSettings`, common/domain/widget-setup.ts)?
 */
export const asksForReflectionSql = (setupData: SQL): SQL<boolean> =>
  sql<boolean>`coalesce(${setupData} #>> '{reflectionSettings,isReflectionActive}' = 'true', false)`;

/**
 * Write the author's reflection on their post (reflectOnOwnPost let them in) as plain text, or
 * clear it when the text is empty. It is not an edit of the post: `edited_at` stays.
 */
export async function setPostReflection(
  db: Db,
  actor: SignedInActor,
  post: LoadedPost,
  text: string,
): Promise<{ reflection: string | null }> {
  await hitRateLimit(db, SOCIAL_WRITES_PER_USER, actor.userId);
  const reflection = plainTextFrom(text).trim() || null;
  await db.update(posts).set({ reflection }).where(eq(posts.id, post.id));
  return { reflection };
}
