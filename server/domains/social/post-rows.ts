import { type SQL, sql } from 'drizzle-orm';
import type { Post, PostAttachment, SocialPerson } from '../../../common/api/feed';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { avatarUrl } from '../accounts';
import type { Keyset } from './cursor';
import { asksForReflectionSql } from './reflection';

/** A post as the feed query reads it, with its counts and its author. */
export interface PostRow {
  id: string;
  type: Post['type'];
  blockId: string | null;
  coursePath: string;
  cohortPath: string | null;
  authorId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
  body: string;
  attachments: PostAttachment[];
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  commentsCount: number;
  kudosCount: number;
  kudosGiven: boolean;
  reflection: string | null;
  /** Its block asks its author for a reflection. */
  reflective: boolean;
  /** The keyset of the list it was read in (the post's, or its feed item's). */
  cursorAt: string;
  cursorId: string;
}

/** Where a list of posts comes from: the FROM (posts `p`, maybe under feed items `fi`) and its key. */
export interface PostSource {
  /** FROM and joins ending in `posts p`, with `b` (blocks) and `pg` (pages) left-joined after it. */
  from: SQL;
  where: SQL;
  /** The keyset columns, e.g. `p.created_at` and `p.id`. */
  at: SQL;
  id: SQL;
  /** Which comments `cm` count (a class feed counts a course-wide announcement's in its class). */
  comments?: SQL;
}

/** What the caller may do to the posts of a list beyond their own: moderate the class, act as course staff. */
export interface PostPowers {
  userId: string;
  /** Remove and hide others' posts of the class (policy.ts mayModerate). */
  remove: boolean;
  /** Edit, remove and hide announcements, course-wide ones too (policy.ts isCourseStaff). */
  courseStaff?: boolean;
}

/** A person as a post or comment shows them. */
export const personOf = (row: {
  authorId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
}): SocialPerson => ({
  userId: row.authorId,
  fullName: row.fullName,
  profileName: row.profileName,
  avatarUrl: avatarUrl(row.avatarKey),
});

/**
 * Up to `limit` posts of `source` newest first after `before`, each with its author's name and
 * avatar, its live comments, its kudos and whether `userId` gave one: one query whatever the number.
 */
export async function readPostRows(
  db: Db,
  userId: string,
  source: PostSource,
  before: Keyset | null,
  limit: number,
): Promise<PostRow[]> {
  const after = before
    ? sql`AND (${source.at}, ${source.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : sql``;
  return rowsOf<PostRow>(
    await db.execute(sql`
      SELECT p.id, p.type, p.block_id AS "blockId", pco.path AS "coursePath", pc.path AS "cohortPath",
        p.author_id AS "authorId",
        u.full_name AS "fullName", u.profile_name AS "profileName", u.avatar_key AS "avatarKey",
        p.body, p.attachments, ${isoSql(sql`p.created_at`)} AS "createdAt",
        CASE WHEN p.edited_at IS NULL THEN NULL ELSE ${isoSql(sql`p.edited_at`)} END AS "editedAt",
        p.hidden_at IS NOT NULL AS hidden,
        (SELECT count(*)::int FROM comments cm WHERE cm.post_id = p.id AND cm.removed_at IS NULL
          AND ${source.comments ?? sql`TRUE`}) AS "commentsCount",
        (SELECT count(*)::int FROM kudos k WHERE k.post_id = p.id) AS "kudosCount",
        EXISTS (SELECT 1 FROM kudos k WHERE k.post_id = p.id AND k.user_id = ${userId}::uuid) AS "kudosGiven",
        p.reflection,
        ${asksForReflectionSql(sql`(SELECT rb.setup_data FROM blocks rb WHERE rb.id = p.block_id)`)} AS reflective,
        ${source.at}::text AS "cursorAt", ${source.id}::text AS "cursorId"
      FROM ${source.from}
      JOIN users u ON u.id = p.author_id
      JOIN courses pco ON pco.id = p.course_id
      LEFT JOIN cohorts pc ON pc.id = p.cohort_id
      WHERE ${source.where} ${after}
      ORDER BY ${source.at} DESC, ${source.id} DESC
      LIMIT ${limit}`),
  );
}

/**
 * A post row as the caller receives it, with what they may do to it: its author edits and removes
 * it; moderators remove and hide others' posts; an announcement is edited, removed and hidden by
 * course staff (and a class's one hidden by the class's moderators too).
 */
export function asPost(row: PostRow, may: PostPowers): Post {
  const own = row.authorId === may.userId;
  const announcement = row.type === 'announcement';
  const courseStaff = may.courseStaff === true;
  return {
    id: row.id,
    type: row.type,
    blockId: row.blockId,
    coursePath: row.coursePath,
    cohortPath: row.cohortPath,
    author: personOf(row),
    body: row.body,
    attachments: row.attachments,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    commentsCount: row.commentsCount,
    kudosCount: row.kudosCount,
    kudosGiven: row.kudosGiven,
    hidden: row.hidden,
    canEdit: own || (announcement && courseStaff),
    canRemove: own || (announcement ? courseStaff : may.remove),
    canModerate: announcement && row.cohortPath === null ? courseStaff : may.remove || courseStaff,
    // A reflection is the author's word to their teachers, never their classmates'.
    reflection: own || may.remove ? row.reflection : null,
    canReflect: own && row.reflective,
  };
}

/** The one post `postId` as `userId` receives it (the caller's rules already passed). */
export async function readOnePost(
  db: Db,
  userId: string,
  postId: string,
  mayRemove: boolean,
  courseStaff = false,
): Promise<Post> {
  const [row] = await readPostRows(
    db,
    userId,
    { from: sql`posts p`, where: sql`p.id = ${postId}::uuid`, at: sql`p.created_at`, id: sql`p.id` },
    null,
    1,
  );
  return asPost(row!, { userId, remove: mayRemove, courseStaff });
}
