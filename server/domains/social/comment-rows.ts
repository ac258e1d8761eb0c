import { type SQL, sql } from 'drizzle-orm';
import type { Comment } from '../../../common/api/comment';
import type { SocialPerson } from '../../../common/api/feed';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { avatarUrl } from '../accounts';
import type { Keyset } from './cursor';
import { personOf } from './post-rows';

/** A comment as the thread query reads it. */
export interface CommentRow {
  id: string;
  postId: string | null;
  pageId: string | null;
  parentId: string | null;
  authorId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
  body: string;
  mentions: Array<{ userId: string; fullName: string; profileName: string | null; avatarKey: string | null }>;
  hidden: boolean;
  removed: boolean;
  createdAt: string;
  editedAt: string | null;
  kudosCount: number;
  kudosGiven: boolean;
  cursorAt: string;
  cursorId: string;
}

/**
 * Up to `limit` comments matching `where` (over `cm`), oldest first after `after`, each with its
 * author, the people it mentions, its kudos and whether `userId` gave one: one query.
 */
export async function readCommentRows(
  db: Db,
  userId: string,
  where: SQL,
  after: Keyset | null,
  limit: number,
): Promise<CommentRow[]> {
  const from = after
    ? sql`AND (cm.created_at, cm.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rowsOf<CommentRow>(
    await db.execute(sql`
      SELECT cm.id, cm.post_id AS "postId", cm.page_id AS "pageId", cm.parent_id AS "parentId",
        cm.author_id AS "authorId", u.full_name AS "fullName", u.profile_name AS "profileName",
        u.avatar_key AS "avatarKey", cm.body,
        (SELECT coalesce(json_agg(json_build_object('userId', m.id, 'fullName', m.full_name,
            'profileName', m.profile_name, 'avatarKey', m.avatar_key) ORDER BY m.full_name, m.id), '[]'::json)
          FROM users m WHERE m.id = ANY(cm.mentions)) AS mentions,
        cm.hidden_at IS NOT NULL AS hidden, cm.removed_at IS NOT NULL AS removed,
        ${isoSql(sql`cm.created_at`)} AS "createdAt",
        CASE WHEN cm.edited_at IS NULL THEN NULL ELSE ${isoSql(sql`cm.edited_at`)} END AS "editedAt",
        (SELECT count(*)::int FROM kudos k WHERE k.comment_id = cm.id) AS "kudosCount",
        EXISTS (SELECT 1 FROM kudos k WHERE k.comment_id = cm.id AND k.user_id = ${userId}::uuid) AS "kudosGiven",
        cm.created_at::text AS "cursorAt", cm.id::text AS "cursorId"
      FROM comments cm JOIN users u ON u.id = cm.author_id
      WHERE ${where} ${from}
      ORDER BY cm.created_at, cm.id
      LIMIT ${limit}`),
  );
}

/**
 * A comment as the caller receives it: a removed one as a placeholder with no author, text or
 * mentions; a hidden one with its text for its author and moderators only.
 */
export function asComment(row: CommentRow, may: { userId: string; moderate: boolean }): Comment {
  const own = row.authorId === may.userId;
  const removed = row.removed;
  const withheld = removed || (row.hidden && !own && !may.moderate);
  return {
    id: row.id,
    postId: row.postId,
    pageId: row.pageId,
    parentId: row.parentId,
    author: removed ? null : personOf(row),
    body: withheld ? '' : row.body,
    mentions: withheld
      ? []
      : row.mentions.map(
          (person): SocialPerson => ({
            userId: person.userId,
            fullName: person.fullName,
            profileName: person.profileName,
            avatarUrl: avatarUrl(person.avatarKey),
          }),
        ),
    state: removed ? 'removed' : row.hidden ? 'hidden' : 'visible',
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    kudosCount: row.kudosCount,
    kudosGiven: row.kudosGiven,
    canEdit: own && !removed,
    canRemove: !removed && (own || may.moderate),
    canModerate: !removed && may.moderate,
  };
}

/** The one comment `commentId` as the caller receives it. */
export async function readOneComment(
  db: Db,
  userId: string,
  commentId: string,
  moderate: boolean,
): Promise<Comment> {
  const [row] = await readCommentRows(db, userId, sql`cm.id = ${commentId}::uuid`, null, 1);
  return asComment(row!, { userId, moderate });
}
