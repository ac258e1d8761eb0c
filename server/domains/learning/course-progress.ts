import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outlinePageStates, PAGE_COMPLETE, upsertCourseProgressFromStates } from './page-states';

/**
 * Recompute a learner's progress in a course from their page views and block completions, in one
 * statement: each viewed page's `completed_at` is set when it became complete (and cleared when a
 * block added later made it incomplete again), and `course_progress` gets the completed and total
 * pages of the outline, with the learner active now. Call inside the writer's transaction.
 */
export async function recomputeCourseProgress(db: Db, userId: string, courseId: string): Promise<void> {
  await db.execute(sql`
    WITH states AS (${outlinePageStates(userId, courseId)}),
    marked AS (
      UPDATE page_progress pp
      SET completed_at = CASE WHEN ${PAGE_COMPLETE} THEN coalesce(pp.completed_at, now()) END
      FROM states
      WHERE pp.user_id = ${userId}::uuid AND pp.page_id = states.page_id
        AND (pp.completed_at IS NOT NULL) IS DISTINCT FROM ${PAGE_COMPLETE}
    )
    ${upsertCourseProgressFromStates(userId, courseId)}`);
}
