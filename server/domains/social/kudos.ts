import { type SQL, sql } from 'drizzle-orm';
import type { KudosState, SocialPerson } from '../../../common/api/feed';
import { type Db, rowsOf } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import type { SocialClass } from './class-standing';
import type { LoadedComment } from './comment-target';
import { personOf } from './post-rows';
import type { LoadedPost } from './post-target';
import { kudosGiven } from './social-hooks';

/** Givers listed at most, newest first. */
export const KUDOS_GIVERS_MAX = 200;

/** What kudos is given on: a post or a comment, its owner and where it lives. */
interface KudosTarget {
  target: 'post' | 'comment';
  targetId: string;
  postId: string | null;
  ownerId: string;
  courseId: string;
  coursePath: string;
  cohort: SocialClass | null;
  pageId: string | null;
}

const column = (target: KudosTarget['target']): SQL => (target === 'post' ? sql`post_id` : sql`comment_id`);

/**
 * Give (`given`) or take back the caller's kudos on the target, idempotently; `kudosGiven` is
 * emitted only when it is newly given. Answers the count and whether the caller gave one.
 */
async function setKudos(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  target: KudosTarget,
  given: boolean,
): Promise<KudosState> {
  const userId = ctx.actor.userId;
  const on = column(target.target);
  if (given) {
    const added = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO kudos (user_id, ${on}) VALUES (${userId}::uuid, ${target.targetId}::uuid)
        ON CONFLICT (${on}, user_id) WHERE ${on} IS NOT NULL DO NOTHING RETURNING id`),
    );
    if (added.length > 0) {
      await ctx.hooks.emit(kudosGiven, db, ctx, {
        target: target.target,
        targetId: target.targetId,
        postId: target.postId,
        ownerId: target.ownerId,
        giverId: userId,
        courseId: target.courseId,
        coursePath: target.coursePath,
        cohortId: target.cohort?.id ?? null,
        cohortPath: target.cohort?.path ?? null,
        pageId: target.pageId,
      });
    }
  } else {
    await db.execute(
      sql`DELETE FROM kudos WHERE ${on} = ${target.targetId}::uuid AND user_id = ${userId}::uuid`,
    );
  }
  const [state] = rowsOf<{ count: number; given: boolean }>(
    await db.execute(sql`SELECT count(*)::int AS count, coalesce(bool_or(user_id = ${userId}::uuid), false) AS given
      FROM kudos WHERE ${on} = ${target.targetId}::uuid`),
  );
  return { count: state?.count ?? 0, given: state?.given ?? false };
}

/** Set the caller's kudos on a post (givePostKudos let them in). */
export const setPostKudos = (db: Db, ctx: RequestContext<SignedInActor>, post: LoadedPost, given: boolean) =>
  setKudos(
    db,
    ctx,
    {
      target: 'post',
      targetId: post.id,
      postId: post.id,
      ownerId: post.authorId,
      courseId: post.courseId,
      coursePath: post.coursePath,
      cohort: post.cohort,
      pageId: post.pageId,
    },
    given,
  );

/** Set the caller's kudos on a comment (giveCommentKudos let them in). */
export const setCommentKudos = (
  db: Db,
  ctx: RequestContext<SignedInActor>,
  comment: LoadedComment,
  given: boolean,
) =>
  setKudos(
    db,
    ctx,
    {
      target: 'comment',
      targetId: comment.id,
      postId: comment.postId,
      ownerId: comment.authorId,
      courseId: comment.courseId,
      coursePath: comment.coursePath,
      cohort: comment.cohort,
      pageId: comment.post ? comment.post.pageId : comment.pageId,
    },
    given,
  );

/** Who gave kudos on a post or comment, newest first (at most KUDOS_GIVERS_MAX), in one query. */
export async function kudosGivers(
  db: Db,
  target: KudosTarget['target'],
  targetId: string,
): Promise<SocialPerson[]> {
  const rows = rowsOf<{
    authorId: string;
    fullName: string;
    profileName: string | null;
    avatarKey: string | null;
  }>(
    await db.execute(sql`SELECT u.id AS "authorId", u.full_name AS "fullName", u.profile_name AS "profileName",
        u.avatar_key AS "avatarKey"
      FROM kudos k JOIN users u ON u.id = k.user_id
      WHERE k.${column(target)} = ${targetId}::uuid
      ORDER BY k.created_at DESC, k.id DESC
      LIMIT ${KUDOS_GIVERS_MAX}`),
  );
  return rows.map(personOf);
}
