import { type SQL, sql } from 'drizzle-orm';
import type { StudentData, StudentDataPage, StudentDataSort } from '../../../common/api/student-data';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { containsPattern } from '../../db/like-pattern';
import { progressPercent } from '../learning';

/** Which learners, in what order, which slice. */
export interface StudentDataQuery {
  q: string;
  course?: string | undefined;
  sort: StudentDataSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The sorts that need every learner's facts. */
const FACT_SORTS: ReadonlySet<StudentDataSort> = new Set(['lastActive', 'learningTime']);

const SORTS: Record<StudentDataSort, SQL> = {
  name: sql`lower(l.full_name)`,
  lastActive: sql`a.last_active_at`,
  learningTime: sql`coalesce(t.seconds, 0)`,
  joined: sql`l.joined_at`,
};

/** The same orders on the page's own columns, for the outer query. */
const PAGE_SORTS: Record<StudentDataSort, SQL> = {
  name: sql`lower(p.full_name)`,
  lastActive: sql`p.last_active_at`,
  learningTime: sql`p.seconds`,
  joined: sql`p.joined_at`,
};

interface Row {
  /** Null on the one row of a page past the end. */
  userId: string | null;
  fullName: string;
  email: string;
  joinedAt: string;
  lastActiveAt: string | null;
  learningTimeSeconds: number;
  classes: Array<Omit<StudentData['classes'][number], 'progress'> & { completed: number; pages: number }>;
  total: number;
}

/**
 * A page of the institution's learner members (spec §2 studentData): found by name or address and
 * by a course of the institution they are enrolled in, sorted (ties by name, then id), each with
 * their classes in the institution's courses and their progress in each, their last activity and
 * learning time in those courses, and how many match. One query, whatever the page holds: sorted
 * by name or joining, the page is cut first and only its learners' facts are read; sorted by a
 * fact, the facts are summed per learner over the institution's courses once.
 */
export async function readStudentData(
  db: Db,
  institutionId: string,
  query: StudentDataQuery,
): Promise<Omit<StudentDataPage, 'requestId'>> {
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const order = sql`${SORTS[query.sort]} ${direction} NULLS LAST, lower(l.full_name), l.user_id`;
  const slice = sql`OFFSET ${query.offset} LIMIT ${query.limit}`;
  // Who is counted and listed (m the membership, u the person when a text is sought). Counted
  // apart from the page, so the page's learners stay a subquery the planner cuts before the facts.
  const sought = containsPattern(query.q);
  const matching = sql`m.institution_id = ${institutionId}::uuid AND m.role = 'learner'
    ${query.q ? sql`AND (u.full_name ILIKE ${sought} OR u.email ILIKE ${sought})` : sql``}
    ${
      query.course
        ? sql`AND EXISTS (SELECT 1 FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id
        JOIN courses c ON c.id = k.course_id JOIN ic ON ic.course_id = c.id
        WHERE e.user_id = m.user_id AND c.path = ${query.course} AND NOT e.staff)`
        : sql``
    }`;
  // Sorted by a fact: every learner's facts, summed over the institution's courses once (a, t).
  const sortedByFacts = sql`
    SELECT l.user_id, l.full_name, l.email, l.joined_at, a.last_active_at, coalesce(t.seconds, 0) AS seconds
    FROM learners l LEFT JOIN a ON a.user_id = l.user_id LEFT JOIN t ON t.user_id = l.user_id
    ORDER BY ${order} ${slice}`;
  // Sorted by name or joining: the page first, then the facts of its learners alone.
  const sortedThenFacts = sql`
    SELECT l.user_id, l.full_name, l.email, l.joined_at,
      (SELECT max(cp.last_active_at) FROM course_progress cp
        WHERE cp.user_id = l.user_id AND cp.course_id IN (SELECT course_id FROM ic)) AS last_active_at,
      (SELECT coalesce(sum(d.seconds), 0)::int FROM learning_time_daily d
        WHERE d.user_id = l.user_id AND d.course_id IN (SELECT course_id FROM ic)) AS seconds
    FROM (SELECT * FROM learners l ORDER BY ${order} ${slice}) l`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH ic AS (SELECT course_id FROM institution_courses WHERE institution_id = ${institutionId}::uuid),
      learners AS (
        SELECT m.user_id, m.joined_at, u.full_name, u.email
        FROM institution_members m JOIN users u ON u.id = m.user_id
        WHERE ${matching}
      ),
      a AS (
        SELECT cp.user_id, max(cp.last_active_at) AS last_active_at FROM course_progress cp
        WHERE cp.course_id IN (SELECT course_id FROM ic) GROUP BY cp.user_id),
      t AS (
        SELECT d.user_id, sum(d.seconds)::int AS seconds FROM learning_time_daily d
        WHERE d.course_id IN (SELECT course_id FROM ic) GROUP BY d.user_id),
      page AS (${FACT_SORTS.has(query.sort) ? sortedByFacts : sortedThenFacts})
      SELECT p.user_id AS "userId", p.full_name AS "fullName", p.email,
        ${isoSql(sql`p.joined_at`)} AS "joinedAt", ${isoSql(sql`p.last_active_at`)} AS "lastActiveAt",
        p.seconds AS "learningTimeSeconds", n.total,
        (SELECT coalesce(json_agg(json_build_object(
            'cohortPath', k.path, 'cohortName', k.name, 'coursePath', c.path, 'courseName', c.name,
            'status', e.status, 'completed', coalesce(cp.completed_pages, 0), 'pages', coalesce(cp.total_pages, 0))
            ORDER BY lower(c.name), k.path), '[]'::json)
          FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id JOIN courses c ON c.id = k.course_id
          JOIN ic ON ic.course_id = c.id
          LEFT JOIN course_progress cp ON cp.user_id = e.user_id AND cp.course_id = c.id
          WHERE e.user_id = p.user_id AND NOT e.staff AND e.status IN ('active', 'pending')) AS classes
      -- The count stands even when the page is past the end (a row of nulls then).
      FROM (SELECT count(*)::int AS total FROM institution_members m
          ${query.q ? sql`JOIN users u ON u.id = m.user_id` : sql``} WHERE ${matching}) n
        LEFT JOIN page p ON true
      ORDER BY ${PAGE_SORTS[query.sort]} ${direction} NULLS LAST, lower(p.full_name), p.user_id`),
  );
  return {
    total: rows[0]?.total ?? 0,
    students: rows.flatMap(({ total: _total, classes, userId, ...student }) =>
      userId === null
        ? []
        : [
            {
              ...student,
              userId,
              classes: classes.map(({ completed, pages, ...taken }) => ({
                ...taken,
                progress: progressPercent(completed, pages),
              })),
            },
          ],
    ),
  };
}
