import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

/** What a social happening needs to build its link: the course, and the page when there is one. */
export interface Place {
  coursePath: string;
  pageId: string | null;
}

/**
 * The same-site path a notification leads to: the page (at the item, `anchor`), or the course's
 * landing page when the happening has no page (an announcement). One query for a page's path.
 */
export async function targetPath(db: Db, place: Place, anchor: string): Promise<string> {
  const course = `/courses/${encodeURIComponent(place.coursePath)}/`;
  if (!place.pageId) return course;
  const [page] = rowsOf<{ path: string }>(
    await db.execute(sql`SELECT path FROM pages WHERE id = ${place.pageId}::uuid`),
  );
  return page ? `${course}${encodeURIComponent(page.path)}/#${anchor}` : course;
}

/** The anchor of a post on its page (the web's post card carries it, and opens its comments there). */
export const postAnchor = (postId: string): string => `post-${postId}`;

/**
 * The anchor of a comment: a comment on a post leads to its post (whose comments open there); a
 * comment on a page to the comment itself.
 */
export const commentAnchor = (postId: string | null, commentId: string): string =>
  postId ? postAnchor(postId) : `comment-${commentId}`;
