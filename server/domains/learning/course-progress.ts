import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonRecords } from '../../db/json-records';
import { preparedSql } from '../../db/prepared';
import { outlinePageStates, PAGE_COMPLETE } from './page-states';

/** A learner in a course, whose progress there is recomputed. */
export interface LearnerInCourse {
  userId: string;
  courseId: string;
}

// One statement for any number of learners (a batch of quiz submissions recomputes all of its
// learners at once), built once (server/db/prepared.ts). A learner of a course without outline
// pages gets a row of 0 of 0, as their first view would.
const recomputeLearners = preparedSql(
  'recompute_course_progress',
  sql`
    WITH learners AS (SELECT DISTINCT user_id, course_id FROM ${jsonRecords('learners', 'l(user_id uuid, course_id uuid)')}),
    states AS (
      SELECT l.user_id, l.course_id, s.page_id, s.viewed, s.contributors, s.done, s.comment_due
      FROM learners l
      LEFT JOIN LATERAL (${outlinePageStates(sql`l.user_id`, sql`l.course_id`)}) s ON true
    ),
    marked AS (
      UPDATE page_progress pp
      SET completed_at = CASE WHEN ${PAGE_COMPLETE} THEN coalesce(pp.completed_at, now()) END
      FROM states
      WHERE pp.user_id = states.user_id AND pp.page_id = states.page_id
        AND (pp.completed_at IS NOT NULL) IS DISTINCT FROM ${PAGE_COMPLETE}
    )
    INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages, last_active_at)
    SELECT user_id, course_id, (count(page_id) FILTER (WHERE ${PAGE_COMPLETE}))::int, count(page_id)::int, now()
    FROM states
    GROUP BY user_id, course_id
    ORDER BY user_id, course_id
    ON CONFLICT (user_id, course_id) DO UPDATE SET
      completed_pages = excluded.completed_pages,
      total_pages = excluded.total_pages,
      last_active_at = excluded.last_active_at`,
);

/**
 * Recompute each learner's progress in their course from their page views and block completions,
 * in one statement: each viewed page's `completed_at` is set when it became complete (and cleared
 * when a block added later made it incomplete again), and `course_progress` gets the completed and
 * total pages of the outline, with the learner active now. Call inside the writer's transaction.
 */
export async function recomputeLearnersProgress(db: Db, learners: readonly LearnerInCourse[]): Promise<void> {
  if (learners.length === 0) return;
  await recomputeLearners(db).execute({
    learners: JSON.stringify(
      learners.map(({ userId, courseId }) => ({ user_id: userId, course_id: courseId })),
    ),
  });
}

/** recomputeLearnersProgress for one learner in one course. */
export const recomputeCourseProgress = (db: Db, userId: string, courseId: string) =>
  recomputeLearnersProgress(db, [{ userId, courseId }]);
