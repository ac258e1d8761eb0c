import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { classStandingSql, courseRoleSql, type SocialClass } from './class-standing';
import { GROUP_WORK_TYPE, inPageGroupSql, postNumSql, sharedGroupTypesSql } from './group-posts-sql';
import { asksForReflectionSql } from './reflection';

/** A post with what its rules need: its block's settings, its page's schedule, the caller's standing. */
export interface LoadedPost {
  id: string;
  type: 'share' | 'submit' | 'announcement';
  authorId: string;
  blockId: string | null;
  pageId: string | null;
  cohortId: string | null;
  courseId: string;
  coursePath: string;
  body: string;
  hidden: boolean;
  /** The block's settings ({} for an announcement). */
  settings: Record<string, unknown>;
  isProgressContributor: boolean;
  unlockAfterDays: number | null;
  dueAfterDays: number | null;
  courseRole: string | null;
  /**
   * The post's class with the caller's standing in it; for a course-wide announcement, the class
   * the caller reads it in (readersClassSql), null when it reaches none.
   */
  cohort: SocialClass | null;
  /** The caller's posts on the same block in the same class (for group work, their group's). */
  postNum: number;
  /** The group types the caller and the author are both active members of in the post's class. */
  sharedGroupTypes: string[];
  /** The group type of its block when done as group work (setup `groupWorkSettings`), or null. */
  groupWorkType: string | null;
  /** Its block asks learners to reflect on their posts (setup `reflectionSettings`). */
  reflective: boolean;
  /** The caller is in a group of the type its page is restricted to, or the page is restricted to none. */
  inPageGroup: boolean;
}

/**
 * For a course-wide announcement (no class of its own), the class of its feed items the caller
 * reads it in: one they are enrolled in or have a role in, else (staff) the first by path.
 */
const readersClassSql = (userId: string) => sql`(SELECT fi.cohort_id FROM feed_items fi
  JOIN cohorts fc ON fc.id = fi.cohort_id
  LEFT JOIN enrolments fe ON fe.cohort_id = fc.id AND fe.user_id = ${userId}::uuid
  WHERE fi.post_id = p.id
  ORDER BY (fe.id IS NULL AND NOT EXISTS (SELECT 1 FROM role_grants g WHERE g.user_id = ${userId}::uuid
    AND g.scope = 'class' AND g.scope_path = fc.path)), fe.status = 'active' DESC, fc.path
  LIMIT 1)`;

/**
 * The class of its feed items the caller names (`readIn`, a class path) for a course-wide
 * announcement: the class whose thread they read and write in; none when it reached no such class.
 */
const namedReadersClassSql = (readIn: string | undefined) =>
  readIn === undefined
    ? sql`NULL::uuid`
    : sql`(SELECT fi.cohort_id FROM feed_items fi JOIN cohorts fc ON fc.id = fi.cohort_id
        WHERE fi.post_id = p.id AND fc.path = ${readIn.trim().toLowerCase()})`;

/**
 * The post `postId` with its block, page, course and the caller's standing in its class (for a
 * course-wide announcement, the class `readIn` names when it reached it, else readersClassSql's), in
 * one query.
 */
export async function loadPostReadIn(
  db: Db,
  userId: string,
  postId: string,
  readIn: string | undefined,
): Promise<LoadedPost | undefined> {
  if (!isUuid(postId)) return undefined;
  const [row] = rowsOf<LoadedPost>(
    await db.execute(sql`
      SELECT p.id, p.type, p.author_id AS "authorId", p.block_id AS "blockId", p.page_id AS "pageId",
        p.cohort_id AS "cohortId", p.course_id AS "courseId", co.path AS "coursePath", p.body,
        p.hidden_at IS NOT NULL AS hidden, coalesce(b.settings, '{}'::jsonb) AS settings,
        coalesce(b.is_progress_contributor, false) AS "isProgressContributor",
        pg.unlock_after_days AS "unlockAfterDays", pg.due_after_days AS "dueAfterDays",
        ${courseRoleSql(userId, sql`co.path`)} AS "courseRole",
        ${classStandingSql(userId, sql`c.id = coalesce(p.cohort_id, ${namedReadersClassSql(readIn)}, ${readersClassSql(userId)})`)} AS cohort,
        ${postNumSql(userId, sql`p.cohort_id`)} AS "postNum",
        ${sharedGroupTypesSql(userId)} AS "sharedGroupTypes", ${GROUP_WORK_TYPE} AS "groupWorkType",
        ${asksForReflectionSql(sql`b.setup_data`)} AS reflective,
        ${inPageGroupSql(sql`${userId}::uuid`, sql`p.cohort_id`)} AS "inPageGroup"
      FROM posts p
      JOIN courses co ON co.id = p.course_id
      LEFT JOIN blocks b ON b.id = p.block_id
      LEFT JOIN pages pg ON pg.id = p.page_id
      WHERE p.id = ${postId}::uuid`),
  );
  return row;
}

/** The post `postId` with the caller's standing (loadPostReadIn, with no class named). */
export const loadPost = (db: Db, userId: string, postId: string) =>
  loadPostReadIn(db, userId, postId, undefined);
