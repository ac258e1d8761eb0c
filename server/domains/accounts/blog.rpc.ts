import { z } from 'zod';
import {
  CreateBlogPostInput,
  EditBlogPostInput,
  GetBlogPostInput,
  ListBlogPostsInput,
} from '../../../common/api/blog';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import { method, resource } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import {
  type BlogPostRow,
  createBlogPost,
  deleteBlogPost,
  editBlogPost,
  findBlogPost,
  listBlogPosts,
  readBlogPost,
} from './blog-posts';

/** The author of the post, and nobody else. */
const author = (actor: Actor, post: BlogPostRow) => actor.userId !== null && actor.userId === post.authorId;

/**
 * The profile blog of /u/{profileName}/blog/: anyone reads (lookups by profile name and post id,
 * so an unknown post is a plain 404); the signed-in user writes their own posts.
 */
export const blogResource = resource('blog', {
  create: method({
    input: CreateBlogPostInput,
    allow: signedIn,
    run: (db, ctx, _loaded, input) => createBlogPost(db, ctx.actor.userId!, input),
  }),
  lookup: {
    listPosts: method({
      input: ListBlogPostsInput,
      allow: anyone,
      run: (db, ctx, _loaded, input) => listBlogPosts(db, ctx.actor.userId, input.profileName, input.page),
    }),
    getPost: method({
      input: GetBlogPostInput,
      allow: anyone,
      run: async (db, ctx, _loaded, input) => {
        const post = await readBlogPost(db, ctx.actor.userId, input.postId);
        if (!post) throw new AppError('not_found', REASONS.notFound);
        return post;
      },
    }),
  },
  update: {
    editPost: method({
      input: EditBlogPostInput,
      allow: author,
      load: (db, _ctx, id) => findBlogPost(db, id),
      run: (db, ctx, post, input) => editBlogPost(db, ctx.actor.userId!, post.id, input),
    }),
  },
  delete: {
    deletePost: method({
      input: z.object({}),
      allow: author,
      load: (db, _ctx, id) => findBlogPost(db, id),
      run: (db, _ctx, post) => deleteBlogPost(db, post.id),
    }),
  },
});
