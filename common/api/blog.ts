import { z } from 'zod';
import { contract } from './contract';

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_BODY_MAX_LENGTH = 100_000;
/** Posts per page of a profile blog. */
export const BLOG_PAGE_SIZE = 10;

const Title = z
  .string({ error: 'Enter a title.' })
  .trim()
  .min(1, { error: 'Enter a title.' })
  .max(BLOG_TITLE_MAX_LENGTH, { error: `Use at most ${BLOG_TITLE_MAX_LENGTH} characters.` });

const BodyHtml = z
  .string({ error: 'Write something before publishing.' })
  .max(BLOG_BODY_MAX_LENGTH, { error: 'This post is too long.' });

/** `create blog`: a post by the signed-in user; the body is HTML the server sanitises. */
export const CreateBlogPostInput = z.object({ title: Title, bodyHtml: BodyHtml });
export type CreateBlogPostInput = z.infer<typeof CreateBlogPostInput>;

/** `update blog editPost/{id}`. */
export const EditBlogPostInput = CreateBlogPostInput;

/** `lookup blog listPosts`: a profile's posts, newest first. */
export const ListBlogPostsInput = z.object({
  profileName: z.string().trim().toLowerCase().min(1).max(80),
  page: z.number().int().min(1).max(10_000).optional().default(1),
});

/** `lookup blog getPost`. */
export const GetBlogPostInput = z.object({ postId: z.string().trim().max(80) });

/** The author line of a post. */
export const BlogAuthor = z.object({ profileName: z.string(), fullName: z.string() });
export type BlogAuthor = z.infer<typeof BlogAuthor>;

/** A post as read. */
export const BlogPost = z.object({
  id: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  author: BlogAuthor,
  isOwner: z.boolean(),
});
export type BlogPost = z.infer<typeof BlogPost>;

/** A post in a list: its text cut short instead of the body. */
export const BlogPostSummary = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** A page of a profile's blog. */
export const BlogPage = z.object({
  author: BlogAuthor,
  isOwner: z.boolean(),
  posts: z.array(BlogPostSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogPage = z.infer<typeof BlogPage>;

/** The calls of the `blog` resource: anyone reads a profile's blog, its author writes it. */
export const blogCalls = {
  create: contract('blog', 'create', undefined, { input: CreateBlogPostInput, output: BlogPost }),
  listPosts: contract('blog', 'lookup', 'listPosts', { input: ListBlogPostsInput, output: BlogPage }),
  getPost: contract('blog', 'lookup', 'getPost', { input: GetBlogPostInput, output: BlogPost }),
  editPost: contract('blog', 'update', 'editPost', { input: EditBlogPostInput, output: BlogPost }),
  deletePost: contract('blog', 'delete', 'deletePost', {
    input: z.object({}),
    output: z.object({ deleted: z.literal(true) }),
  }),
};
