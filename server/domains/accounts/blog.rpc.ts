import { blogCalls } from '../../../common/api/blog';
import type { Db } from '../../db/client';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import {
  createBlogPost,
  deleteBlogPost,
  editBlogPost,
  findBlogPost,
  listBlogPosts,
  readBlogPost,
} from './blog-posts';
import { author } from './policy';

/** The post of the path id, with its author for the policy. */
const byId = (db: Db, _ctx: RequestContext, id: string) => findBlogPost(db, id);

/**
 * The profile blog of /u/{profileName}/blog/: anyone reads (lookups by profile name and post id,
 * so an unknown post is a plain 404); the signed-in user writes their own posts.
 */
export const blogResource = resource(
  'blog',
  servedMethods(
    serve(blogCalls.create, {
      allow: signedIn,
      run: (db, ctx, _loaded, input) => createBlogPost(db, ctx.actor.userId, input),
    }),
    serve(blogCalls.listPosts, {
      allow: anyone,
      run: (db, ctx, _loaded, input) => listBlogPosts(db, ctx.actor.userId, input.profileName, input.page),
    }),
    serve(blogCalls.getPost, {
      allow: anyone,
      run: async (db, ctx, _loaded, input) => {
        const post = await readBlogPost(db, ctx.actor.userId, input.postId);
        if (!post) throw new AppError('not_found', REASONS.notFound);
        return post;
      },
    }),
    serve(blogCalls.editPost, {
      allow: author,
      load: byId,
      run: (db, ctx, post, input) => editBlogPost(db, ctx.actor.userId, post.id, input),
    }),
    serve(blogCalls.deletePost, {
      allow: author,
      load: byId,
      run: (db, _ctx, post) => deleteBlogPost(db, post.id),
    }),
  ),
);
