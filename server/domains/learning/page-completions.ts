import { sql } from 'drizzle-orm';
import type { PageCompletions } from '../../../common/api/progress';
import { type Db, rowsOf } from '../../db/client';
import { isActiveLearner } from '../classes';

/**
 * Whether `userId` learns in a class of the page's course (active, not staff), and the blocks of
 * the page they have done, in one query: what a course page needs for its "Mark as done" controls.
 */
export async function pageCompletions(db: Db, userId: string, pageId: string): Promise<PageCompletions> {
  const [row] = rowsOf<{ is_learner: boolean; done: string[] | null }>(
    await db.execute(sql`
      SELECT EXISTS (
          SELECT 1 FROM pages p JOIN cohorts c ON c.course_id = p.course_id
          JOIN enrolments e ON e.cohort_id = c.id
          WHERE p.id = ${pageId}::uuid AND e.user_id = ${userId}::uuid AND ${isActiveLearner('e')}
        ) AS is_learner,
        (SELECT array_agg(bc.block_id::text ORDER BY bc.completed_at) FROM block_completions bc
          WHERE bc.user_id = ${userId}::uuid AND bc.page_id = ${pageId}::uuid) AS done`),
  );
  return row?.is_learner
    ? { isLearner: true, doneBlockIds: row.done ?? [] }
    : { isLearner: false, doneBlockIds: [] };
}
