import { sql } from 'drizzle-orm';
import type { MyProgressEntry } from '../../../common/api/progress';
import { type Db, rowsOf } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { isActiveLearner } from '../classes';
import { isoOrNull } from './iso-time';
import { progressPercent } from './progress-rules';

interface Row {
  course_path: string;
  course_name: string;
  cohort_path: string;
  cohort_name: string;
  completed_pages: number;
  total_pages: number;
  last_active_at: Date | string | null;
  next_page_path: string | null;
  next_page_title: string | null;
}

// The learner's home asks it on every visit: built once (server/db/prepared.ts).
const myProgressRows = preparedSql(
  'my_progress',
  sql`
  SELECT c.path AS course_path, c.name AS course_name, co.path AS cohort_path, co.name AS cohort_name,
    coalesce(cp.completed_pages, 0) AS completed_pages,
    coalesce(cp.total_pages, (SELECT count(*)::int FROM pages p JOIN modules m ON m.id = p.module_id
      WHERE p.course_id = c.id)) AS total_pages,
    cp.last_active_at, next_page.path AS next_page_path, next_page.title AS next_page_title
  FROM (
    SELECT DISTINCT ON (cc.course_id) ce.*
    FROM enrolments ce JOIN cohorts cc ON cc.id = ce.cohort_id
    WHERE ce.user_id = ${sql.placeholder('userId')}::uuid AND ${isActiveLearner('ce')}
    ORDER BY cc.course_id, (cc.end_date IS NULL OR cc.end_date > now()) DESC, ce.enrolled_at DESC
  ) e
  JOIN cohorts co ON co.id = e.cohort_id
  JOIN courses c ON c.id = co.course_id
  LEFT JOIN course_progress cp ON cp.user_id = e.user_id AND cp.course_id = c.id
  LEFT JOIN LATERAL (
    SELECT p.path, p.title FROM pages p JOIN modules m ON m.id = p.module_id
    LEFT JOIN page_progress pp ON pp.page_id = p.id AND pp.user_id = e.user_id
    WHERE p.course_id = c.id AND pp.completed_at IS NULL
    ORDER BY m.position, p.position LIMIT 1
  ) next_page ON true
  ORDER BY e.enrolled_at DESC, co.path`,
);

/**
 * Spec §3 Progress for each course `userId` learns in (active, not as staff), under their current
 * class of it (decision 0012: the running one, else the latest), newest enrolment first, with the
 * first outline page not completed yet, in one query. Progress belongs to the course, so a course
 * is listed once whatever the number of its classes the learner has been in. Before any stored
 * progress the total is the outline's page count.
 */
export async function myProgress(db: Db, userId: string): Promise<MyProgressEntry[]> {
  const rows = rowsOf<Row>(await myProgressRows(db).execute({ userId }));
  return rows.map((row) => ({
    coursePath: row.course_path,
    courseName: row.course_name,
    cohortPath: row.cohort_path,
    cohortName: row.cohort_name,
    progress: progressPercent(row.completed_pages, row.total_pages),
    summaries: {
      completedPages: row.completed_pages,
      totalPages: row.total_pages,
      lastActiveAt: isoOrNull(row.last_active_at),
    },
    nextPage:
      row.next_page_path === null ? null : { path: row.next_page_path, title: row.next_page_title ?? '' },
  }));
}
