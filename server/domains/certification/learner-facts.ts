import { sql } from 'drizzle-orm';
import type { ClassIssueRule } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { isActiveLearner } from '../classes';

/** What issuing a certificate asks of a learner in a course, loaded in one query. */
export interface LearnerFacts {
  userId: string;
  fullName: string;
  /** The class of the course they learn in (their latest active enrolment); null when none. */
  cohortId: string | null;
  cohortPath: string | null;
  /** Their class's own certificate rule and its pass mark; null when it follows the course's. */
  classRule: ClassIssueRule | null;
  classPassMark: number | null;
  completedPages: number;
  totalPages: number;
  /** Active learning time recorded in the course. */
  learningSeconds: number;
  /** The code of their certificate of the course, if they have one. */
  certificateCode: string | null;
}

export async function loadLearnerFacts(
  db: Db,
  courseId: string,
  userId: string,
): Promise<LearnerFacts | undefined> {
  const [row] = rowsOf<LearnerFacts>(
    await db.execute(sql`
      SELECT u.id AS "userId", u.full_name AS "fullName", l.id AS "cohortId", l.path AS "cohortPath",
        r.issue_rule AS "classRule", r.pass_mark AS "classPassMark",
        coalesce(p.completed_pages, 0) AS "completedPages", coalesce(p.total_pages, 0) AS "totalPages",
        (SELECT coalesce(sum(t.seconds), 0)::int FROM learning_time_daily t
          WHERE t.user_id = u.id AND t.course_id = ${courseId}::uuid) AS "learningSeconds",
        (SELECT c.code FROM certificates c WHERE c.user_id = u.id AND c.course_id = ${courseId}::uuid) AS "certificateCode"
      FROM users u
      LEFT JOIN course_progress p ON p.user_id = u.id AND p.course_id = ${courseId}::uuid
      LEFT JOIN LATERAL (SELECT k.id, k.path FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id
          WHERE e.user_id = u.id AND k.course_id = ${courseId}::uuid AND ${isActiveLearner('e')}
          ORDER BY e.enrolled_at DESC LIMIT 1) l ON true
      LEFT JOIN certificate_class_rules r ON r.cohort_id = l.id
      WHERE u.id = ${userId}::uuid`),
  );
  return row;
}

/** Has the learner completed every page of the course's outline? */
export const hasCompleted = (facts: LearnerFacts): boolean =>
  facts.totalPages > 0 && facts.completedPages >= facts.totalPages;
