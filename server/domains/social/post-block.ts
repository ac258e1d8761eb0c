import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { type ClassAccessFacts, classAccessColumns } from '../classes';
import { classStandingSql, courseRoleSql, type SocialClass } from './class-standing';
import { memberGroupTypesSql, postNumSql } from './group-posts-sql';

/** A post block with its page and course, and the caller's standing in the class the call names. */
export interface PostBlock extends Pick<ClassAccessFacts, 'classAccess'> {
  id: string;
  pageId: string;
  widgetType: string;
  setupData: Record<string, unknown>;
  settings: Record<string, unknown>;
  isProgressContributor: boolean;
  unlockAfterDays: number | null;
  dueAfterDays: number | null;
  courseId: string;
  coursePath: string;
  courseRole: string | null;
  /** The class at the named path, when it is a class of the block's course. */
  cohort: SocialClass | null;
  /** The caller's posts on the block in that class (spec §3 Block `postNum`); for group work, their group's. */
  postNum: number;
  /** The group types the caller is an active member of in that class. */
  memberGroupTypes: string[];
  /** The group type its page is restricted to (spec §3 Page `pageGroupType`), or null. */
  pageGroupType: string | null;
}

/**
 * The block `blockId` (on a page placed in a module) with its page, its course, the caller's
 * course role and class access, and the class at `cohortPath` of the same course with the caller's
 * standing and posts in it: one query.
 */
export async function loadPostBlock(
  db: Db,
  userId: string,
  blockId: string,
  cohortPath: string,
): Promise<PostBlock | undefined> {
  if (!isUuid(blockId)) return undefined;
  const path = cohortPath.trim().toLowerCase();
  const namedClass = sql`(SELECT nc.id FROM cohorts nc WHERE nc.path = ${path})`;
  const [row] = rowsOf<PostBlock>(
    await db.execute(sql`
      SELECT b.id, b.page_id AS "pageId", b.widget_type AS "widgetType", b.setup_data AS "setupData",
        b.settings, b.is_progress_contributor AS "isProgressContributor",
        p.unlock_after_days AS "unlockAfterDays", p.due_after_days AS "dueAfterDays",
        courses.id AS "courseId", courses.path AS "coursePath",
        ${courseRoleSql(userId, sql`courses.path`)} AS "courseRole",
        ${classAccessColumns(userId).classAccess} AS "classAccess",
        ${classStandingSql(userId, sql`c.path = ${path} AND c.course_id = courses.id`)} AS cohort,
        ${postNumSql(userId, namedClass)} AS "postNum",
        ${memberGroupTypesSql(userId, namedClass)} AS "memberGroupTypes", p.group_type AS "pageGroupType"
      FROM blocks b
      JOIN pages p ON p.id = b.page_id
      JOIN modules m ON m.id = p.module_id
      JOIN courses ON courses.id = p.course_id
      WHERE b.id = ${blockId}::uuid`),
  );
  return row;
}

/** The block named by a call's path id, in the class its input names (a block's feed, a gallery). */
export function loadBlockInClass(
  db: Db,
  userId: string,
  blockId: string,
  input: { cohortPath: string },
): Promise<PostBlock | undefined> {
  return loadPostBlock(db, userId, blockId, input.cohortPath);
}
