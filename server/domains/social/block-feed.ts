import { sql } from 'drizzle-orm';
import { type BlockFeed, FEED_PAGE_SIZE } from '../../../common/api/feed';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import { blockPostsPage } from './feed-scope';
import { dueAtFor, maxPostsOf, mayPostOn, seesAllOf } from './policy';
import type { PostBlock } from './post-block';
import { othersPostsFor, sharingOf } from './post-visibility';

/**
 * A post block's feed in the named class (readBlockFeed let the caller in): a page of the posts they
 * may see, newest first, with their own standing on the block. Two queries (the block, loaded
 * before; the page) whatever the page's size.
 */
export async function blockFeed(
  db: Db,
  actor: SignedInActor,
  block: PostBlock,
  before: string | undefined,
): Promise<BlockFeed> {
  const cohort = block.cohort!;
  const page = await blockPostsPage(
    db,
    actor,
    block,
    sql`p.block_id = ${block.id}::uuid AND p.cohort_id = ${cohort.id}::uuid`,
    before,
    FEED_PAGE_SIZE,
  );
  const others = seesAllOf(actor, block.courseRole, cohort)
    ? { withheld: null, revealsAt: null }
    : othersPostsFor(
        sharingOf(block.settings),
        { postNum: block.postNum, dueAt: dueAtFor(cohort, block.dueAfterDays) },
        new Date(),
      );
  return {
    ...page,
    postNum: block.postNum,
    maxPosts: maxPostsOf(block.setupData),
    canPost: mayPostOn(actor, block),
    withheld: others.withheld,
    revealsAt: others.revealsAt,
  };
}
