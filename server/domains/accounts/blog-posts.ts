import { desc, eq, sql } from 'drizzle-orm';
import {
  BLOG_PAGE_SIZE,
  type BlogPage,
  type BlogPost,
  type CreateBlogPostInput,
} from '../../../common/api/blog';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { AppError, REASONS } from '../../rpc/app-error';
import { plainTextOf, sanitizeRichText } from '../../security/rich-text';

const EMPTY_BODY = 'Write something before publishing.';
const EXCERPT_LENGTH = 280;
/** A post's row, as the owner checks need it. */
export interface BlogPostRow {
  id: string;
  authorId: string;
}

/** The title and sanitised body of a post; refuses a body with no text left after sanitising. */
function cleanPost(input: CreateBlogPostInput): { title: string; bodyHtml: string } {
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  if (plainTextOf(bodyHtml, 1) === '') {
    throw new AppError('invalid_input', EMPTY_BODY, { bodyHtml: EMPTY_BODY });
  }
  return { title: input.title, bodyHtml };
}

/** Publish a post on `authorId`'s blog. */
export async function createBlogPost(
  db: Db,
  authorId: string,
  input: CreateBlogPostInput,
): Promise<BlogPost> {
  const [row] = await db
    .insert(blogPosts)
    .values({ authorId, ...cleanPost(input) })
    .returning({ id: blogPosts.id });
  return (await readBlogPost(db, authorId, row!.id))!;
}

/** Change a post's title and body. */
export async function editBlogPost(
  db: Db,
  viewerId: string,
  postId: string,
  input: CreateBlogPostInput,
): Promise<BlogPost> {
  await db
    .update(blogPosts)
    .set({ ...cleanPost(input), updatedAt: new Date() })
    .where(eq(blogPosts.id, postId));
  return (await readBlogPost(db, viewerId, postId))!;
}

/** Delete a post. */
export async function deleteBlogPost(db: Db, postId: string): Promise<{ deleted: true }> {
  await db.delete(blogPosts).where(eq(blogPosts.id, postId));
  return { deleted: true };
}

/** The author of a post, for the owner check; undefined for an unknown id. */
export async function findBlogPost(db: Db, postId: string): Promise<BlogPostRow | undefined> {
  if (!isUuid(postId)) return undefined;
  const [row] = await db
    .select({ id: blogPosts.id, authorId: blogPosts.authorId })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  return row;
}

/** One post with its author, as `viewerId` sees it; undefined for an unknown id. */
export async function readBlogPost(
  db: Db,
  viewerId: string | null,
  postId: string,
): Promise<BlogPost | undefined> {
  if (!isUuid(postId)) return undefined;
  const [row] = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      bodyHtml: blogPosts.bodyHtml,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorId: blogPosts.authorId,
      profileName: users.profileName,
      fullName: users.fullName,
    })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.id, postId));
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    bodyHtml: row.bodyHtml,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { profileName: row.profileName ?? '', fullName: row.fullName },
    isOwner: row.authorId === viewerId,
  };
}

/**
 * A page of `profileName`'s posts, newest first. Two queries whatever the page length: the author,
 * then the page with its total as a window count.
 */
export async function listBlogPosts(
  db: Db,
  viewerId: string | null,
  profileName: string,
  page: number,
): Promise<BlogPage> {
  const [author] = await db
    .select({ id: users.id, profileName: users.profileName, fullName: users.fullName })
    .from(users)
    .where(eq(users.profileName, profileName));
  if (!author) throw new AppError('not_found', REASONS.notFound);
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      bodyHtml: blogPosts.bodyHtml,
      publishedAt: blogPosts.publishedAt,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.authorId, author.id))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  const total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countPosts(db, author.id);
  return {
    author: { profileName: author.profileName ?? profileName, fullName: author.fullName },
    isOwner: author.id === viewerId,
    posts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt: plainTextOf(row.bodyHtml, EXCERPT_LENGTH),
      publishedAt: row.publishedAt.toISOString(),
    })),
    total,
    page,
    pageSize: BLOG_PAGE_SIZE,
  };
}

async function countPosts(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(eq(blogPosts.authorId, authorId));
  return Number(row?.count ?? 0);
}
