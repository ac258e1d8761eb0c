import { type SQL, sql } from 'drizzle-orm';
import type { FeedPage } from '../../../common/api/feed';
import type { Db } from '../../db/client';
import type { Actor, SignedInActor } from '../../rpc/actor';
import type { SocialClass } from './class-standing';
import { decodeCursor, pageOf } from './cursor';
import { mayModerate, seesAllOf } from './policy';
import type { PostBlock } from './post-block';
import { asPost, readPostRows } from './post-rows';
import { learnerSeesPostSql } from './post-visibility';

/**
 * Which posts of a class the caller receives, as a condition over `p`, `b` and `pg`: every post for
 * those who see all of the class (policy.ts seesAllOf), else a learner's view (learnerSeesPostSql).
 */
export function visiblePostsSql(
  actor: Actor & { userId: string },
  courseRole: string | null,
  cohort: SocialClass,
): SQL {
  if (seesAllOf(actor, courseRole, cohort)) return sql`TRUE`;
  const startAt = cohort.startMs === null ? null : new Date(Number(cohort.startMs)).toISOString();
  return learnerSeesPostSql({ userId: actor.userId, startAt, timeZone: cohort.timeZone });
}

/** Posts `p` with their block `b` and page `pg`, for a feed's FROM. */
export const POSTS_WITH_BLOCKS = sql`posts p LEFT JOIN blocks b ON b.id = p.block_id LEFT JOIN pages pg ON pg.id = p.page_id`;

/**
 * A page of `size` posts newest first, before the cursor `before`, of those `where` picks (over `p`,
 * `b`, `pg`) that the caller may see in the class `block` was loaded in: a block's feed, a gallery.
 * One query whatever the page's size.
 */
export async function blockPostsPage(
  db: Db,
  actor: SignedInActor,
  block: PostBlock,
  where: SQL,
  before: string | undefined,
  size: number,
): Promise<FeedPage> {
  const cohort = block.cohort!;
  const cursor = decodeCursor(before, 'before');
  const rows = await readPostRows(
    db,
    actor.userId,
    {
      from: POSTS_WITH_BLOCKS,
      where: sql`${where} AND ${visiblePostsSql(actor, block.courseRole, cohort)}`,
      at: sql`p.created_at`,
      id: sql`p.id`,
    },
    cursor,
    size + 1,
  );
  const page = pageOf(rows, size);
  const remove = mayModerate(actor, block.courseRole, cohort);
  return {
    posts: page.rows.map((row) => asPost(row, { userId: actor.userId, remove })),
    nextCursor: page.nextCursor,
  };
}
