import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatePostInput, EditPostInput, Post } from '../../../common/api/feed';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { feedItems, posts } from '../../db/schema';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { plainTextOf } from '../../security/rich-text';
import { markBlockDone } from '../learning';
import { postNumSql } from './group-posts-sql';
import { SOCIAL_WRITES_PER_USER } from './limits';
import { groupWorkTypeOf, isCourseStaff, maxPostsOf, mayModerate } from './policy';
import type { PostBlock } from './post-block';
import { cleanPost } from './post-body';
import { readOnePost } from './post-rows';
import type { LoadedPost } from './post-target';
import { postCreated } from './social-hooks';

/** How long the excerpt a hook carries may be. */
export const EXCERPT_LENGTH = 140;

/**
 * The learner's posts on the block in the class, counted again under a lock of their enrolment, so
 * two posts sent at once cannot both pass `maxPosts`.
 */
async function lockedPostCount(db: Db, userId: string, block: PostBlock): Promise<number> {
  const cohort = block.cohort!;
  await db.execute(sql`SELECT 1 FROM enrolments WHERE id = ${cohort.enrolment!.id}::uuid FOR UPDATE`);
  const groupType = groupWorkTypeOf(block.setupData);
  if (groupType !== null) {
    // Group work counts the group's posts: its members take turns on the group's row.
    await db.execute(sql`SELECT 1 FROM social_groups g JOIN social_group_members m ON m.group_id = g.id
      WHERE m.user_id = ${userId}::uuid AND m.status = 'active' AND g.cohort_id = ${cohort.id}::uuid
        AND g.group_type = ${groupType} FOR UPDATE OF g`);
  }
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`SELECT ${postNumSql(userId, sql`${cohort.id}::uuid`)} AS count
      FROM blocks b WHERE b.id = ${block.id}::uuid`),
  );
  return row?.count ?? 0;
}

/**
 * Post on a post block in the caller's class (postOnBlock let them in), in the request's
 * transaction: the post, its feed item for the class, the block done for progress when it counts
 * towards it, and `postCreated` for higher domains.
 */
export async function createPost(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  block: PostBlock,
  input: z.output<typeof CreatePostInput>,
): Promise<Post> {
  const userId = ctx.actor.userId;
  const cohort = block.cohort!;
  await hitRateLimit(db, SOCIAL_WRITES_PER_USER, userId);
  const max = maxPostsOf(block.setupData);
  if (max > 0 && (await lockedPostCount(db, userId, block)) >= max) {
    throw new AppError('post_limit_reached', reasonText('social.postLimit', { max }));
  }
  const clean = await cleanPost(db, userId, block.courseId, input);
  const [post] = await db
    .insert(posts)
    .values({
      type: block.setupData.type === 'submit' ? 'submit' : 'share',
      courseId: block.courseId,
      cohortId: cohort.id,
      blockId: block.id,
      pageId: block.pageId,
      authorId: userId,
      ...clean,
    })
    .returning({ id: posts.id, type: posts.type, createdAt: posts.createdAt });
  await db.insert(feedItems).values({ cohortId: cohort.id, postId: post!.id, createdAt: post!.createdAt });
  if (block.isProgressContributor) {
    await markBlockDone(db, userId, { id: block.id, pageId: block.pageId, courseId: block.courseId }, true);
  }
  await ctx.hooks.emit(postCreated, db, ctx, {
    id: post!.id,
    type: post!.type as 'share' | 'submit',
    authorId: userId,
    excerpt: plainTextOf(clean.body, EXCERPT_LENGTH),
    courseId: block.courseId,
    coursePath: block.coursePath,
    cohortId: cohort.id,
    cohortPath: cohort.path,
    pageId: block.pageId,
    cohortIds: [cohort.id],
  });
  return readOnePost(db, userId, post!.id, mayModerate(ctx.actor, block.courseRole, cohort));
}

/** Change one's own post's body and attachments (checked as when it was made). */
export async function editPost(
  db: Db,
  actor: SignedInActor,
  post: LoadedPost,
  input: z.output<typeof EditPostInput>,
): Promise<Post> {
  await hitRateLimit(db, SOCIAL_WRITES_PER_USER, actor.userId);
  const clean = await cleanPost(db, actor.userId, post.courseId, input);
  await db
    .update(posts)
    .set({ ...clean, editedAt: new Date() })
    .where(eq(posts.id, post.id));
  return readOnePost(
    db,
    actor.userId,
    post.id,
    mayModerate(actor, post.courseRole, post.cohort),
    isCourseStaff(actor, post.courseRole),
  );
}

/**
 * Remove a post: its row goes, and with it (by cascade) its feed items, comments and kudos (spec
 * §4). The author's block completion stays: they did post, and a moderator's removal does not
 * take their progress back.
 */
export async function removePost(db: Db, post: LoadedPost): Promise<{ removed: true }> {
  await db.delete(posts).where(eq(posts.id, post.id));
  return { removed: true };
}
