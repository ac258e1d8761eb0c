import type { Db } from '../../db/client';
import type { Hook } from '../../modules/hook';
import type { RequestContext } from '../../rpc/context';
import type { commentCreated, kudosGiven, postCreated } from '../social';
import type { Candidate } from './events';
import { notifyAudience, notifyCandidates } from './notification-hooks';
import { followPage } from './page-follows';
import { commentAnchor, postAnchor, targetPath } from './targets';

type PayloadOf<H> = H extends Hook<infer Args> ? Args[0] : never;
type PostPayload = PayloadOf<typeof postCreated>;
type CommentPayload = PayloadOf<typeof commentCreated>;
type KudosPayload = PayloadOf<typeof kudosGiven>;

/**
 * A post: an announcement tells every member of the classes it reached; a post on a page tells
 * the page's followers in that class, and its author follows the page from now on.
 */
export async function onPostCreated(db: Db, ctx: RequestContext, post: PostPayload): Promise<void> {
  const draft = {
    actorId: post.authorId,
    courseId: post.courseId,
    cohortId: post.cohortId,
    targetUrl: await targetPath(db, post, postAnchor(post.id)),
    sourceId: post.id,
    excerpt: post.excerpt,
    pageId: post.pageId,
  };
  if (post.type === 'announcement') {
    if (post.cohortIds.length === 0) return;
    await notifyAudience(db, ctx, draft, {
      kind: 'members',
      cohortIds: post.cohortIds,
      event: 'announcement',
    });
    return;
  }
  if (!post.pageId || !post.cohortId) return;
  const place = { pageId: post.pageId, cohortId: post.cohortId };
  await notifyAudience(db, ctx, draft, { kind: 'followers', ...place, event: 'post_on_followed_page' });
  await followPage(db, post.authorId, place.pageId, place.cohortId);
}

/**
 * A comment tells the author of the comment it replies to, the post's author and those it mentions,
 * each once (in that order of precedence); its author follows the page in the class.
 */
export async function onCommentCreated(db: Db, ctx: RequestContext, comment: CommentPayload): Promise<void> {
  const candidates: Candidate[] = [];
  if (comment.parentId && comment.parentAuthorId) {
    candidates.push({ userId: comment.parentAuthorId, event: 'reply_to_comment' });
  }
  if (comment.postId && comment.postAuthorId) {
    candidates.push({ userId: comment.postAuthorId, event: 'comment_on_post' });
  }
  for (const userId of comment.mentions) candidates.push({ userId, event: 'mention' });
  await notifyCandidates(
    db,
    ctx,
    {
      actorId: comment.authorId,
      courseId: comment.courseId,
      cohortId: comment.cohortId,
      targetUrl: await targetPath(db, comment, commentAnchor(comment.postId, comment.id)),
      sourceId: comment.id,
      excerpt: comment.excerpt,
    },
    candidates,
  );
  if (comment.pageId && comment.cohortId)
    await followPage(db, comment.authorId, comment.pageId, comment.cohortId);
}

/** Kudos tells the owner of the post or comment, once per giver and target. */
export async function onKudosGiven(db: Db, ctx: RequestContext, kudos: KudosPayload): Promise<void> {
  await notifyCandidates(
    db,
    ctx,
    {
      actorId: kudos.giverId,
      courseId: kudos.courseId,
      cohortId: kudos.cohortId,
      targetUrl: await targetPath(
        db,
        kudos,
        kudos.target === 'post' ? postAnchor(kudos.targetId) : commentAnchor(kudos.postId, kudos.targetId),
      ),
      sourceId: `kudos:${kudos.targetId}:${kudos.giverId}`,
      excerpt: '',
    },
    [{ userId: kudos.ownerId, event: kudos.target === 'post' ? 'kudos_on_post' : 'kudos_on_comment' }],
  );
}
