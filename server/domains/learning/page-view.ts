import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { WriteBehind } from '../../db/write-behind';
import { isActiveLearner } from '../classes';
import {
  CONTRIBUTOR_BLOCK,
  commentDue,
  outlinePageStates,
  upsertCourseProgressFromStates,
} from './page-states';

/**
 * Record a signed-in reader's view of a page in one statement (written behind the read: see
 * `deferPageView`): the `page_visits` and `course_visits` upserts (recently visited pages and courses:
 * "Continue where you left off") always; for an active learner of a
 * class of the course, the first view writes `page_progress` (complete at once when the page has
 * no contributing block left to do) and only then recomputes `course_progress`; a later view only
 * marks the learner active. The recomputation reads the course's outline, so it runs once per page
 * and learner, not on every view. `countsForProgress` is false for a page the learner cannot open
 * yet (scheduled access): only the visit is recorded.
 */
export async function recordPageView(
  db: Db,
  userId: string,
  courseId: string,
  pageId: string,
  countsForProgress: boolean,
  viewedAt: Date,
): Promise<void> {
  // The visits keep the time of the view, and never go back in time (a later view may be written first).
  const at = viewedAt.toISOString();
  await db.execute(sql`
    WITH visit AS (
      INSERT INTO page_visits (user_id, page_id, course_id, visited_at)
      VALUES (${userId}::uuid, ${pageId}::uuid, ${courseId}::uuid, ${at}::timestamptz)
      ON CONFLICT (user_id, page_id) DO UPDATE SET visited_at = greatest(page_visits.visited_at, excluded.visited_at)
    ),
    course_visit AS (
      INSERT INTO course_visits (user_id, course_id, visited_at) VALUES (${userId}::uuid, ${courseId}::uuid, ${at}::timestamptz)
      ON CONFLICT (user_id, course_id) DO UPDATE SET visited_at = greatest(course_visits.visited_at, excluded.visited_at)
    ),
    learner AS (
      SELECT 1 FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
      WHERE ${countsForProgress}::boolean AND e.user_id = ${userId}::uuid AND c.course_id = ${courseId}::uuid
        AND ${isActiveLearner('e')}
      LIMIT 1
    ),
    left_to_do AS (
      SELECT count(*) AS blocks FROM blocks b
      LEFT JOIN block_completions bc ON bc.block_id = b.id AND bc.user_id = ${userId}::uuid
      WHERE b.page_id = ${pageId}::uuid AND ${CONTRIBUTOR_BLOCK} AND bc.block_id IS NULL
    ),
    viewed AS (
      INSERT INTO page_progress (user_id, page_id, course_id, completed_at)
      SELECT ${userId}::uuid, ${pageId}::uuid, ${courseId}::uuid,
        CASE WHEN (SELECT blocks FROM left_to_do) = 0
          AND NOT (SELECT ${commentDue(userId)} FROM pages p WHERE p.id = ${pageId}::uuid) THEN now() END
      FROM learner
      ON CONFLICT (user_id, page_id) DO NOTHING
      RETURNING page_id
    ),
    states AS (${outlinePageStates(userId, courseId, pageId)}),
    recomputed AS (${upsertCourseProgressFromStates(userId, courseId, sql`EXISTS (SELECT 1 FROM viewed)`)})
    UPDATE course_progress SET last_active_at = now()
    WHERE user_id = ${userId}::uuid AND course_id = ${courseId}::uuid
      AND EXISTS (SELECT 1 FROM learner) AND NOT EXISTS (SELECT 1 FROM viewed)`);
}

/**
 * Defer the record of a view (recordPageView) to the process's write-behind buffer, so reading a
 * page writes nothing: one write per reader and page per flush, with the time of the last view.
 */
export function deferPageView(
  bookkeeping: WriteBehind,
  view: { userId: string; courseId: string; pageId: string; countsForProgress: boolean },
): void {
  const viewedAt = new Date();
  bookkeeping.defer(`page-view:${view.userId}:${view.pageId}`, view.userId, (db) =>
    recordPageView(db, view.userId, view.courseId, view.pageId, view.countsForProgress, viewedAt),
  );
}
