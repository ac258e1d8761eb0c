import { type SQL, sql } from 'drizzle-orm';
import type { StudentRow, StudentSort } from '../../../common/api/progress';
import { type Db, rowsOf } from '../../db/client';
import { isActiveLearner } from '../classes';
import { isoOrNull } from './iso-time';
import { progressPercent } from './progress-rules';

interface Row {
  user_id: string;
  full_name: string;
  email: string;
  completed_pages: number;
  total_pages: number;
  last_active_at: Date | string | null;
  learning_seconds: number;
  enrolled_at: Date | string;
  total: number;
}

/** A class as the students list needs it. */
export interface StudentsClass {
  id: string;
  courseId: string;
}

/** How to list: sort column, order, and the slice. */
export interface StudentsQuery {
  sort: StudentSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const SORT_COLUMNS: Record<StudentSort, SQL> = {
  name: sql`lower(u.full_name)`,
  // The same order as the percentage (progressPercent), without rounding ties away.
  progress: sql`coalesce(cp.completed_pages::float8 / nullif(cp.total_pages, 0), 0)`,
  lastActive: sql`cp.last_active_at`,
  learningTime: sql`coalesce(lt.seconds, 0)`,
};

/**
 * The class's active learners (not staff) with their progress, last activity and learning time in
 * the class's course, sorted (ties by name, then id) and sliced, with the number of all learners,
 * in one query whatever the slice.
 */
export async function listStudents(
  db: Db,
  cohort: StudentsClass,
  query: StudentsQuery,
): Promise<{ students: StudentRow[]; total: number }> {
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH outline AS (
        SELECT count(*)::int AS pages FROM pages p JOIN modules m ON m.id = p.module_id
        WHERE p.course_id = ${cohort.courseId}::uuid
      ),
      lt AS (
        SELECT d.user_id, sum(d.seconds)::int AS seconds FROM learning_time_daily d
        JOIN enrolments le ON le.user_id = d.user_id AND le.cohort_id = ${cohort.id}::uuid
        WHERE d.course_id = ${cohort.courseId}::uuid
        GROUP BY d.user_id
      )
      SELECT u.id AS user_id, u.full_name, u.email,
        coalesce(cp.completed_pages, 0) AS completed_pages,
        coalesce(cp.total_pages, (SELECT pages FROM outline)) AS total_pages,
        cp.last_active_at, coalesce(lt.seconds, 0) AS learning_seconds, e.enrolled_at,
        count(*) OVER ()::int AS total
      FROM enrolments e
      JOIN users u ON u.id = e.user_id
      LEFT JOIN course_progress cp ON cp.user_id = e.user_id AND cp.course_id = ${cohort.courseId}::uuid
      LEFT JOIN lt ON lt.user_id = e.user_id
      WHERE e.cohort_id = ${cohort.id}::uuid AND ${isActiveLearner('e')}
      ORDER BY ${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, lower(u.full_name), u.id
      OFFSET ${query.offset} LIMIT ${query.limit}`),
  );
  return {
    total: rows[0]?.total ?? (query.offset > 0 ? await countStudents(db, cohort.id) : 0),
    students: rows.map((row) => ({
      userId: row.user_id,
      fullName: row.full_name,
      emailAddress: row.email,
      progress: progressPercent(row.completed_pages, row.total_pages),
      completedPages: row.completed_pages,
      totalPages: row.total_pages,
      lastActiveAt: isoOrNull(row.last_active_at),
      learningTimeSeconds: row.learning_seconds,
      enrolledAt: isoOrNull(row.enrolled_at)!,
    })),
  };
}

/** The class's active learners (not staff). */
export async function countStudents(db: Db, cohortId: string): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS total FROM enrolments
      WHERE cohort_id = ${cohortId}::uuid AND ${isActiveLearner()}`),
  );
  return row?.total ?? 0;
}
