import { sql } from 'drizzle-orm';
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

/**
 * Each sort's column on the member's row, kept there by triggers (migration 0042) and read in the
 * order of an index; ties by name, then id, in the same direction. Never-active learners come
 * first from the least recent and last from the most recent.
 */
const SORT_COLUMNS: Record<StudentDataSort, string> = {
  name: 'name_key',
  lastActive: 'last_active_at',
  learningTime: 'learning_seconds',
  joined: 'joined_at',
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
 * by a course of the institution they are enrolled in, sorted, each with their classes in the
 * institution's courses and their progress in each, their last activity and learning time in
 * those courses, and how many match. One query whatever the page holds: the page is read from an
 * index of the members in the sort's order, and the total is the institution's kept learner count
 * unless a search or a course narrows it.
 */
export async function readStudentData(
  db: Db,
  institutionId: string,
  query: StudentDataQuery,
): Promise<Omit<StudentDataPage, 'requestId'>> {
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  // As its index has them (the one nullable key's index holds nulls first), so the scan is the order.
  const nulls = query.sort !== 'lastActive' ? '' : query.order === 'desc' ? ' NULLS LAST' : ' NULLS FIRST';
  // The order of `alias`'s rows (a fixed text: a column from SORT_COLUMNS and a direction).
  const order = (alias: 'm' | 'p') =>
    sql.raw(
      `${alias}.${SORT_COLUMNS[query.sort]} ${direction}${nulls}, ${alias}.name_key ${direction}, ${alias}.user_id ${direction}`,
    );
  const sought = containsPattern(query.q);
  const narrowed = query.q !== '' || query.course !== undefined;
  // Who is listed (m the membership, u the person).
  const matching = sql`m.institution_id = ${institutionId}::uuid AND m.role = 'learner'
    ${query.q ? sql`AND (u.full_name ILIKE ${sought} OR u.email ILIKE ${sought})` : sql``}
    ${
      query.course
        ? sql`AND EXISTS (SELECT 1 FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id
        JOIN courses c ON c.id = k.course_id JOIN ic ON ic.course_id = c.id
        WHERE e.user_id = m.user_id AND c.path = ${query.course} AND NOT e.staff)`
        : sql``
    }`;
  const total = narrowed
    ? sql`SELECT count(*)::int AS total FROM institution_members m JOIN users u ON u.id = m.user_id WHERE ${matching}`
    : sql`SELECT learner_count AS total FROM institutions WHERE id = ${institutionId}::uuid`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH ic AS (SELECT course_id FROM institution_courses WHERE institution_id = ${institutionId}::uuid),
      page AS (
        SELECT m.user_id, m.name_key, u.full_name, u.email, m.joined_at, m.last_active_at, m.learning_seconds
        FROM institution_members m JOIN users u ON u.id = m.user_id
        WHERE ${matching}
        ORDER BY ${order('m')}
        OFFSET ${query.offset} LIMIT ${query.limit})
      SELECT p.user_id AS "userId", p.full_name AS "fullName", p.email,
        ${isoSql(sql`p.joined_at`)} AS "joinedAt", ${isoSql(sql`p.last_active_at`)} AS "lastActiveAt",
        p.learning_seconds AS "learningTimeSeconds", n.total,
        (SELECT coalesce(json_agg(json_build_object(
            'cohortPath', k.path, 'cohortName', k.name, 'coursePath', c.path, 'courseName', c.name,
            'status', e.status, 'completed', coalesce(cp.completed_pages, 0), 'pages', coalesce(cp.total_pages, 0))
            ORDER BY lower(c.name), k.path), '[]'::json)
          FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id JOIN courses c ON c.id = k.course_id
          JOIN ic ON ic.course_id = c.id
          LEFT JOIN course_progress cp ON cp.user_id = e.user_id AND cp.course_id = c.id
          WHERE e.user_id = p.user_id AND NOT e.staff AND e.status IN ('active', 'pending')) AS classes
      -- The count stands even when the page is past the end (a row of nulls then).
      FROM (${total}) n LEFT JOIN page p ON true
      ORDER BY ${order('p')}`),
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
