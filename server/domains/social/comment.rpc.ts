import { commentCalls } from '../../../common/api/comment';
import type { Db } from '../../db/client';
import { resource, servedMethods } from '../../rpc/method';
import { loadSocialClass } from './class-standing';
import { type CommentPlace, loadComment, loadPageInClass } from './comment-target';
import { pageComments, postComments } from './comment-thread';
import { createComment, editComment, removeComment } from './comment-writes';
import { kudosGivers, setCommentKudos } from './kudos';
import { mentionCandidates } from './mention-candidates';
import { commentModerationMethods } from './moderation.rpc';
import {
  editOwnComment,
  giveCommentKudos,
  lookUpClassMembers,
  readComment,
  readPageComments,
  readPostComments,
  removeComment as removeCommentRule,
  writeComment,
} from './policy';
import { loadPostReadIn } from './post-target';
import { serveSocial } from './social-method';

/** The place a new comment names: its post, or its page in the class at `cohortPath`. */
async function loadPlace(
  db: Db,
  userId: string,
  _id: string,
  input: { postId: string; cohortPath?: string | undefined } | { pageId: string; cohortPath: string },
): Promise<CommentPlace | undefined> {
  if ('postId' in input) {
    const post = await loadPostReadIn(db, userId, input.postId, input.cohortPath);
    return post && { post, page: null };
  }
  if (typeof input.pageId !== 'string' || typeof input.cohortPath !== 'string') return undefined;
  const page = await loadPageInClass(db, userId, input.pageId, input.cohortPath);
  return page && { post: null, page };
}

/**
 * The `comment` resource (common/api/comment.ts): threaded comments on posts and on pages in a
 * class, their kudos, and the class members one may mention.
 */
export const commentResource = resource(
  'comment',
  servedMethods(
    serveSocial(commentCalls.createComment, writeComment, loadPlace, (db, ctx, place, input) =>
      createComment(db, ctx, place, input),
    ),
    serveSocial(commentCalls.editComment, editOwnComment, loadComment, (db, ctx, comment, input) =>
      editComment(db, ctx.actor, comment, input),
    ),
    serveSocial(commentCalls.removeComment, removeCommentRule, loadComment, (db, ctx, comment) =>
      removeComment(db, ctx.actor, comment),
    ),
    serveSocial(
      commentCalls.getPostComments,
      readPostComments,
      (db, userId, postId, input) => loadPostReadIn(db, userId, postId, input.cohortPath),
      (db, ctx, post, input) => postComments(db, ctx.actor, post, input.after),
    ),
    serveSocial(
      commentCalls.getPageComments,
      readPageComments,
      (db, userId, pageId, input) => loadPageInClass(db, userId, pageId, input.cohortPath),
      (db, ctx, page, input) => pageComments(db, ctx.actor, page, input.after),
    ),
    serveSocial(commentCalls.setCommentKudos, giveCommentKudos, loadComment, (db, ctx, comment, input) =>
      setCommentKudos(db, ctx, comment, input.given),
    ),
    serveSocial(commentCalls.getCommentKudos, readComment, loadComment, (db, _ctx, comment) =>
      kudosGivers(db, 'comment', comment.id),
    ),
    serveSocial(
      commentCalls.mentionCandidates,
      lookUpClassMembers,
      (db, userId, _id, input) => loadSocialClass(db, userId, input.cohortPath),
      (db, ctx, cohort, input) => mentionCandidates(db, ctx.actor.userId, cohort, input.q),
    ),
    ...commentModerationMethods,
  ),
);
