import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { classStandingSql, courseRoleSql, type SocialClass } from './class-standing';
import { memberGroupTypesSql } from './group-posts-sql';
import { type LoadedPost, loadPost } from './post-target';

/** A page of a course (placed in a module) with its comment settings and the caller's standing in a class. */
export interface PageInClass {
  pageId: string;
  courseId: string;
  coursePath: string;
  canPostComments: boolean;
  isCommentRequired: boolean;
  unlockAfterDays: number | null;
  courseRole: string | null;
  /** The class named, when it is a class of the page's course. */
  cohort: SocialClass | null;
  /** The group type the page is restricted to (spec §3 Page `pageGroupType`), or null. */
  pageGroupType: string | null;
  /** The group types the caller is an active member of in that class. */
  memberGroupTypes: string[];
}

/** The page `pageId` with the caller's standing in the class matched by `cohortSql`, in one query. */
async function pageWithClass(db: Db, userId: string, pageId: string, cohortWhere: ReturnType<typeof sql>) {
  if (!isUuid(pageId)) return undefined;
  const [row] = rowsOf<PageInClass>(
    await db.execute(sql`
      SELECT p.id AS "pageId", co.id AS "courseId", co.path AS "coursePath",
        p.can_post_comments AS "canPostComments", p.is_comment_required AS "isCommentRequired",
        p.unlock_after_days AS "unlockAfterDays",
        ${courseRoleSql(userId, sql`co.path`)} AS "courseRole",
        ${classStandingSql(userId, sql`${cohortWhere} AND c.course_id = p.course_id`)} AS cohort,
        p.group_type AS "pageGroupType",
        ${memberGroupTypesSql(userId, sql`(SELECT c.id FROM cohorts c WHERE ${cohortWhere} AND c.course_id = p.course_id)`)}
          AS "memberGroupTypes"
      FROM pages p
      JOIN modules m ON m.id = p.module_id
      JOIN courses co ON co.id = p.course_id
      WHERE p.id = ${pageId}::uuid`),
  );
  return row;
}

/** The page `pageId` with the caller's standing in its course's class at `cohortPath`, in one query. */
export const loadPageInClass = (db: Db, userId: string, pageId: string, cohortPath: string) =>
  pageWithClass(db, userId, pageId, sql`c.path = ${cohortPath.trim().toLowerCase()}`);

/** Where a comment is written: on a post, or on a page in a class (the other is null). */
export interface CommentPlace {
  post: LoadedPost | null;
  page: PageInClass | null;
}

/** A comment with its thread (a post, or a page in a class) and the caller's standing there. */
export interface LoadedComment {
  id: string;
  authorId: string;
  postId: string | null;
  pageId: string | null;
  parentId: string | null;
  cohortId: string;
  courseId: string;
  coursePath: string;
  body: string;
  mentions: string[];
  removed: boolean;
  hasReplies: boolean;
  courseRole: string | null;
  cohort: SocialClass | null;
  /** The post it is on (with the caller's standing), or null for a comment on a page. */
  post: LoadedPost | null;
  /** The page it is on in its class, or null for a comment on a post. */
  page: PageInClass | null;
}

type CommentRow = Omit<LoadedComment, 'courseRole' | 'cohort' | 'post' | 'page'> & {
  /** The comment's own class with the caller's standing (a course-wide announcement's thread is per class). */
  ownCohort: SocialClass | null;
};

/** The comment `commentId` with its post or page and the caller's standing: two queries. */
export async function loadComment(
  db: Db,
  userId: string,
  commentId: string,
): Promise<LoadedComment | undefined> {
  if (!isUuid(commentId)) return undefined;
  const [row] = rowsOf<CommentRow>(
    await db.execute(sql`
      SELECT cm.id, cm.author_id AS "authorId", cm.post_id AS "postId", cm.page_id AS "pageId",
        cm.parent_id AS "parentId", cm.cohort_id AS "cohortId", cm.course_id AS "courseId",
        co.path AS "coursePath", cm.body, cm.mentions::text[] AS mentions,
        cm.removed_at IS NOT NULL AS removed,
        EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = cm.id) AS "hasReplies",
        ${classStandingSql(userId, sql`c.id = cm.cohort_id`)} AS "ownCohort"
      FROM comments cm JOIN courses co ON co.id = cm.course_id
      WHERE cm.id = ${commentId}::uuid`),
  );
  if (!row) return undefined;
  const { ownCohort, ...comment } = row;
  if (comment.postId) {
    const post = await loadPost(db, userId, comment.postId);
    if (!post) return undefined;
    // A comment on a course-wide announcement belongs to its writer's class, not the reader's.
    const cohort = post.cohortId === null ? ownCohort : post.cohort;
    return { ...comment, courseRole: post.courseRole, cohort, post, page: null };
  }
  const page = await pageWithClass(db, userId, comment.pageId!, sql`c.id = ${comment.cohortId}::uuid`);
  if (!page) return undefined;
  return { ...comment, courseRole: page.courseRole, cohort: page.cohort, post: null, page };
}
