import { type SQL, sql } from 'drizzle-orm';

/**
 * Blocks that count towards a page's completion: marked as progress contributors and not shared
 * with staff only (a learner could never do those).
 */
export const CONTRIBUTOR_BLOCK = sql`b.is_progress_contributor AND coalesce(b.settings #>> '{sharing,accessType}', '') <> 'staff'`;

/** A learner or course id: a value, or a column of an outer query (a batch's `l.user_id`). */
type IdOrColumn = string | SQL;

/**
 * Does page `p` still ask the learner for a comment (spec §3 Page `isCommentRequired`): it requires
 * one and they have none on it that is not removed? Comments are social's rows, read here from the
 * shared schema so learning never imports the domain above it.
 */
export function commentDue(userId: IdOrColumn): SQL {
  return sql`(p.is_comment_required AND NOT EXISTS (SELECT 1 FROM comments cm
    WHERE cm.page_id = p.id AND cm.author_id = ${userId}::uuid AND cm.removed_at IS NULL))`;
}

/**
 * The FROM and WHERE of a learner's progress over the course's outline pages: pages `p` placed in
 * modules `m`, the learner's view `pp`, the contributing blocks `b` and the learner's completions
 * `bc` of them (one row per contributing block, or one per page without any).
 */
export function outlinePagesOf(userId: IdOrColumn, courseId: IdOrColumn): SQL {
  return sql`FROM pages p
    JOIN modules m ON m.id = p.module_id
    LEFT JOIN page_progress pp ON pp.page_id = p.id AND pp.user_id = ${userId}::uuid
    LEFT JOIN blocks b ON b.page_id = p.id AND ${CONTRIBUTOR_BLOCK}
    LEFT JOIN block_completions bc ON bc.block_id = b.id AND bc.user_id = ${userId}::uuid
    WHERE p.course_id = ${courseId}::uuid`;
}

/**
 * One row per page of the course's outline (pages placed in a module) for one learner: `page_id`,
 * `viewed`, `contributors`, `done` and `comment_due` (commentDue). `alsoViewedPageId` counts a page as viewed whose
 * page_progress row is being written by the same statement (a statement does not see its own
 * writes).
 */
export function outlinePageStates(
  userId: IdOrColumn,
  courseId: IdOrColumn,
  alsoViewedPageId: string | null = null,
): SQL {
  const viewed =
    alsoViewedPageId === null
      ? sql`pp.user_id IS NOT NULL`
      : sql`(pp.user_id IS NOT NULL OR p.id = ${alsoViewedPageId}::uuid)`;
  return sql`
    SELECT p.id AS page_id, bool_or(${viewed}) AS viewed,
      count(b.id)::int AS contributors, count(bc.block_id)::int AS done,
      ${commentDue(userId)} AS comment_due
    ${outlinePagesOf(userId, courseId)}
    GROUP BY p.id`;
}

/** The SQL mirror of `isPageComplete` (progress-rules.ts) over a row of `outlinePageStates`. */
export const PAGE_COMPLETE = sql`(viewed AND done >= contributors AND NOT comment_due)`;

/**
 * The upsert of `course_progress` from a CTE named `states` (rows of `outlinePageStates`): completed
 * and total pages, and the learner active now; nothing at all unless `where` holds (a constant
 * condition, tested before the states are read).
 */
export function upsertCourseProgressFromStates(
  userId: string,
  courseId: string,
  where: SQL = sql`TRUE`,
): SQL {
  return sql`
    INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages, last_active_at)
    SELECT ${userId}::uuid, ${courseId}::uuid, completed, total, now()
    FROM (SELECT count(*) FILTER (WHERE ${PAGE_COMPLETE})::int AS completed, count(*)::int AS total FROM states WHERE ${where}) counts
    WHERE ${where}
    ON CONFLICT (user_id, course_id) DO UPDATE SET
      completed_pages = excluded.completed_pages,
      total_pages = excluded.total_pages,
      last_active_at = excluded.last_active_at`;
}
