import { z } from 'zod';

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
export interface BlogAuthor {
  profileName: string;
  fullName: string;
}

/** A post as read. */
export interface BlogPost {
  id: string;
  title: string;
  bodyHtml: string;
  publishedAt: string;
  updatedAt: string;
  author: BlogAuthor;
  isOwner: boolean;
}

/** A post in a list: its text cut short instead of the body. */
export interface BlogPostSummary {
  id: string;
  title: string;
  excerpt: string;
  publishedAt: string;
}

/** A page of a profile's blog. */
export interface BlogPage {
  author: BlogAuthor;
  isOwner: boolean;
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}
