import { feedCalls } from '../../../common/api/feed';
import { resource, servedMethods } from '../../rpc/method';
import { blockFeed } from './block-feed';
import { classFeed } from './class-feed';
import { loadSocialClass } from './class-standing';
import { serveGallery } from './gallery';
import { kudosGivers, setPostKudos } from './kudos';
import { feedModerationMethods } from './moderation.rpc';
import {
  editOwnPost,
  givePostKudos,
  isCourseStaff,
  mayModerate,
  postOnBlock,
  readBlockFeed,
  readClassFeed,
  readPost,
  reflectOnOwnPost,
  removeOwnOrModerate,
} from './policy';
import { loadBlockInClass, loadPostBlock } from './post-block';
import { readOnePost } from './post-rows';
import { loadPost } from './post-target';
import { createPost, editPost, removePost } from './post-writes';
import { setPostReflection } from './reflection';
import { serveSocial } from './social-method';

/**
 * The `feed` resource (common/api/feed.ts): posts on post blocks, a block's and a class's feeds,
 * one post, and kudos on posts. Every target is loaded with the caller's standing in its class in
 * one query (class-standing.ts), so the policies need none.
 */
export const feedResource = resource(
  'feed',
  servedMethods(
    serveSocial(
      feedCalls.createPost,
      postOnBlock,
      (db, userId, _id, input) => loadPostBlock(db, userId, input.blockId, input.cohortPath),
      (db, ctx, block, input) => createPost(db, ctx, block, input),
    ),
    serveSocial(feedCalls.editPost, editOwnPost, loadPost, (db, ctx, post, input) =>
      editPost(db, ctx.actor, post, input),
    ),
    serveSocial(feedCalls.removePost, removeOwnOrModerate, loadPost, (db, _ctx, post) =>
      removePost(db, post),
    ),
    serveSocial(feedCalls.getBlockFeed, readBlockFeed, loadBlockInClass, (db, ctx, block, input) =>
      blockFeed(db, ctx.actor, block, input.before),
    ),
    serveSocial(feedCalls.getClassFeed, readClassFeed, loadSocialClass, (db, ctx, cohort, input) =>
      classFeed(db, ctx.actor, cohort, input.before),
    ),
    serveSocial(feedCalls.getPost, readPost, loadPost, (db, ctx, post) =>
      readOnePost(
        db,
        ctx.actor.userId,
        post.id,
        mayModerate(ctx.actor, post.courseRole, post.cohort),
        isCourseStaff(ctx.actor, post.courseRole),
      ),
    ),
    serveSocial(feedCalls.setPostReflection, reflectOnOwnPost, loadPost, (db, ctx, post, input) =>
      setPostReflection(db, ctx.actor, post, input.reflection),
    ),
    serveSocial(feedCalls.setPostKudos, givePostKudos, loadPost, (db, ctx, post, input) =>
      setPostKudos(db, ctx, post, input.given),
    ),
    serveSocial(feedCalls.getPostKudos, readPost, loadPost, (db, _ctx, post) =>
      kudosGivers(db, 'post', post.id),
    ),
    ...feedModerationMethods,
    serveGallery,
  ),
);
