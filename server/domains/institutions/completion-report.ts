import { type SQL, sql } from 'drizzle-orm';
import {
  COMPLETION_REASONS,
  type CompletionReport,
  type CompletionRow,
  type CompletionTable,
} from '../../../common/api/completion-report';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { AppError } from '../../rpc/app-error';

// A learner has completed a course when every page of it is done (course_progress, spec §3
// Progress); the day they did is their last page's completion.
const COMPLETED = sql`(cp.total_pages > 0 AND cp.completed_pages >= cp.total_pages)`;

/** Each of the institution's courses (archived ones left out) with its classes' learners and completions: one query. */
export async function readCompletionReport(db: Db, institutionId: string): Promise<CompletionReport> {
  const [row] = rowsOf<{ courses: CompletionReport['courses'] | null }>(
    await db.execute(sql`
      WITH per_class AS (
        SELECT co.path AS course_path, co.name AS course_name, c.path AS cohort_path, c.name AS cohort_name,
          count(e.id)::int AS learners, count(e.id) FILTER (WHERE ${COMPLETED})::int AS completed
        FROM institution_courses ic
        JOIN courses co ON co.id = ic.course_id
        JOIN cohorts c ON c.course_id = co.id
        LEFT JOIN enrolments e ON e.cohort_id = c.id AND e.status = 'active' AND NOT e.staff
        LEFT JOIN course_progress cp ON cp.user_id = e.user_id AND cp.course_id = co.id
        WHERE ic.institution_id = ${institutionId}::uuid AND ic.archived_at IS NULL
        GROUP BY co.path, co.name, c.path, c.name)
      SELECT json_agg(json_build_object(
          'coursePath', course_path, 'courseName', course_name,
          'learners', learners, 'completed', completed, 'classes', classes)
        ORDER BY lower(course_name), course_path) AS courses
      FROM (
        SELECT course_path, course_name, sum(learners)::int AS learners, sum(completed)::int AS completed,
          json_agg(json_build_object('cohortPath', cohort_path, 'cohortName', cohort_name,
            'learners', learners, 'completed', completed) ORDER BY lower(cohort_name), cohort_path) AS classes
        FROM per_class GROUP BY course_path, course_name) per_course`),
  );
  return { courses: row?.courses ?? [] };
}

/** The course of the institution and, when named, its class a table is of; refused by field otherwise. */
async function tableTarget(
  db: Db,
  institutionId: string,
  coursePath: string,
  cohortPath: string | undefined,
): Promise<{ courseId: string; cohortId: string | null }> {
  const [found] = rowsOf<{ courseId: string; cohortId: string | null }>(
    await db.execute(sql`
      SELECT co.id AS "courseId",
        (SELECT c.id FROM cohorts c WHERE c.course_id = co.id AND c.path = ${cohortPath ?? null}) AS "cohortId"
      FROM institution_courses ic JOIN courses co ON co.id = ic.course_id
      WHERE ic.institution_id = ${institutionId}::uuid AND co.path = ${coursePath}`),
  );
  if (!found)
    throw new AppError('invalid_input', COMPLETION_REASONS.course, { course: COMPLETION_REASONS.course });
  if (cohortPath && !found.cohortId) {
    throw new AppError('invalid_input', COMPLETION_REASONS.cohort, { cohort: COMPLETION_REASONS.cohort });
  }
  return found;
}

/** The learners of the course (its class, when named) with their progress and completion, `window` of them. */
async function completionRows(
  db: Db,
  target: { courseId: string; cohortId: string | null },
  window: SQL,
): Promise<Array<CompletionRow & { total: number }>> {
  return rowsOf<CompletionRow & { total: number }>(
    await db.execute(sql`
      SELECT u.id AS "userId", u.full_name AS "fullName", u.email, c.name AS "cohortName",
        ${isoSql(sql`e.enrolled_at`)} AS "enrolledAt",
        coalesce(cp.completed_pages, 0) AS "completedPages", coalesce(cp.total_pages, 0) AS "totalPages",
        CASE WHEN ${COMPLETED} THEN ${isoSql(sql`(SELECT max(pp.completed_at) FROM page_progress pp
          WHERE pp.user_id = e.user_id AND pp.course_id = c.course_id)`)} END AS "completedAt",
        ${isoSql(sql`cp.last_active_at`)} AS "lastActiveAt",
        count(*) OVER ()::int AS total
      FROM enrolments e
      JOIN cohorts c ON c.id = e.cohort_id
      JOIN users u ON u.id = e.user_id
      LEFT JOIN course_progress cp ON cp.user_id = e.user_id AND cp.course_id = c.course_id
      WHERE c.course_id = ${target.courseId}::uuid AND e.status = 'active' AND NOT e.staff
        AND (${target.cohortId}::uuid IS NULL OR c.id = ${target.cohortId}::uuid)
      ORDER BY lower(c.name), c.id, lower(u.full_name), u.id
      ${window}`),
  );
}

/** A page of the completion table of one of the institution's courses, or of one class of it. */
export async function readCompletionTable(
  db: Db,
  institutionId: string,
  input: { course: string; cohort?: string | undefined; offset: number; limit: number },
): Promise<CompletionTable> {
  const target = await tableTarget(db, institutionId, input.course, input.cohort);
  const found = await completionRows(db, target, sql`LIMIT ${input.limit} OFFSET ${input.offset}`);
  const total =
    found[0]?.total ??
    // Past the last page: counted without the rows.
    (input.offset > 0 ? ((await completionRows(db, target, sql`LIMIT 1`))[0]?.total ?? 0) : 0);
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/** Every row of the table, for its CSV. */
export async function readWholeCompletionTable(
  db: Db,
  institutionId: string,
  course: string,
  cohort: string | undefined,
): Promise<CompletionRow[]> {
  const target = await tableTarget(db, institutionId, course, cohort);
  return (await completionRows(db, target, sql``)).map(({ total: _total, ...row }) => row);
}
