import { sql } from 'drizzle-orm';
import { FEED_PAGE_SIZE, type FeedPage } from '../../../common/api/feed';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { SocialClass } from './class-standing';
import { decodeCursor, pageOf } from './cursor';
import { visiblePostsSql } from './feed-scope';
import { isCourseStaff, mayModerate } from './policy';
import { asPost, readPostRows } from './post-rows';

/**
 * A class's feed (readClassFeed let the caller in): its feed items newest first, each post only
 * when the caller may see it under its block's rules, filtered in the one query of the page.
 */
export async function classFeed(
  db: Db,
  actor: SignedInActor,
  cohort: SocialClass,
  before: string | undefined,
): Promise<FeedPage> {
  const cursor = decodeCursor(before, 'before');
  const rows = await readPostRows(
    db,
    actor.userId,
    {
      from: sql`feed_items fi JOIN posts p ON p.id = fi.post_id
        LEFT JOIN blocks b ON b.id = p.block_id LEFT JOIN pages pg ON pg.id = p.page_id`,
      where: sql`fi.cohort_id = ${cohort.id}::uuid AND ${visiblePostsSql(actor, cohort.courseRole, cohort)}`,
      at: sql`fi.created_at`,
      id: sql`fi.id`,
      // A course-wide announcement's thread is per class (comment-thread.ts postComments).
      comments:
        cohort.courseRole === null && !isCourseStaff(actor, null)
          ? sql`(p.cohort_id IS NOT NULL OR cm.cohort_id = fi.cohort_id)`
          : undefined,
    },
    cursor,
    FEED_PAGE_SIZE + 1,
  );
  const page = pageOf(rows, FEED_PAGE_SIZE);
  const remove = mayModerate(actor, cohort.courseRole, cohort);
  const courseStaff = isCourseStaff(actor, cohort.courseRole);
  return {
    posts: page.rows.map((row) => asPost(row, { userId: actor.userId, remove, courseStaff })),
    nextCursor: page.nextCursor,
  };
}
