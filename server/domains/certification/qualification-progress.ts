import { type SQL, sql } from 'drizzle-orm';
import type { QualificationEnrolment } from '../../../common/api/qualification';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';

/**
 * The completion rule of qualifications, in one place.
 *
 * A learner completes a course of a qualification when they hold the course's standing (not
 * revoked) certificate. Not "progress at 100%": the certificate is what the course team vouches for
 * (its learning time, its assessment when issued by hand), it can be withdrawn by revoking it, and
 * its issue is the event that completes a qualification; progress also falls back when pages are
 * added. So a qualification's courses must issue certificates.
 */
const courseCompleted = (userId: SQL, courseId: SQL) =>
  sql`EXISTS (SELECT 1 FROM certificates x
    WHERE x.user_id = ${userId} AND x.course_id = ${courseId} AND x.revoked_at IS NULL)`;

/** The qualification is complete when every core course is and at least `electivesRequired` electives are. */
export function isQualificationComplete(progress: {
  coreDone: number;
  coreTotal: number;
  electivesDone: number;
  electivesRequired: number;
}): boolean {
  // One with nothing to complete (no core course, no elective asked) is never complete by itself.
  if (progress.coreTotal + progress.electivesRequired === 0) return false;
  return progress.coreDone >= progress.coreTotal && progress.electivesDone >= progress.electivesRequired;
}

/** `isQualificationComplete` in SQL, over the columns of a progress row `p` and qualification `q`. */
const completeSql = sql`p."coreTotal" + q.electives_required > 0
  AND p."coreDone" >= p."coreTotal" AND p."electivesDone" >= q.electives_required`;

/** An enrolment due its qualification's certificate. */
export interface DueEnrolment {
  qualificationId: string;
  userId: string;
}

/**
 * Up to `limit` enrolments due a certificate, after `after` in (qualification, learner) order: in a
 * published qualification (of `qualificationId`, or any), complete by the rule above, and holding
 * no certificate of it yet. One query whatever the number of learners or courses.
 */
export async function loadDueEnrolments(
  db: Db,
  qualificationId: string | null,
  after: DueEnrolment | null,
  limit: number,
): Promise<DueEnrolment[]> {
  const done = courseCompleted(sql`e.user_id`, sql`qc.course_id`);
  return rowsOf<DueEnrolment>(
    await db.execute(sql`
      SELECT e.qualification_id AS "qualificationId", e.user_id AS "userId"
      FROM qualification_enrolments e
      JOIN qualifications q ON q.id = e.qualification_id AND q.published
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE qc.kind = 'core')::int AS "coreTotal",
          count(*) FILTER (WHERE qc.kind = 'core' AND ${done})::int AS "coreDone",
          count(*) FILTER (WHERE qc.kind = 'elective' AND ${done})::int AS "electivesDone"
        FROM qualification_courses qc WHERE qc.qualification_id = q.id) p
      WHERE ${qualificationId === null ? sql`true` : sql`e.qualification_id = ${qualificationId}::uuid`}
        ${after ? sql`AND (e.qualification_id, e.user_id) > (${after.qualificationId}::uuid, ${after.userId}::uuid)` : sql``}
        AND NOT EXISTS (SELECT 1 FROM certificates c
          WHERE c.user_id = e.user_id AND c.qualification_id = e.qualification_id)
        AND ${completeSql}
      ORDER BY e.qualification_id, e.user_id
      LIMIT ${limit}`),
  );
}

/** A learner's enrolment and progress, with the qualification's id for issuing. */
export type EnrolmentProgress = QualificationEnrolment & { qualificationId: string };

/**
 * `userId`'s qualification enrolments (those `where` picks, on qualification `q`) with their
 * progress, oldest first: one query, however many courses.
 */
export async function loadEnrolmentProgress(
  db: Db,
  userId: string,
  where: SQL = sql`true`,
): Promise<EnrolmentProgress[]> {
  const rows = rowsOf<Omit<EnrolmentProgress, 'complete'>>(
    await db.execute(sql`
      SELECT q.id AS "qualificationId", q.code, q.name, q.electives_required AS "electivesRequired",
        ${isoSql(sql`e.enrolled_at`)} AS "enrolledAt",
        count(qc.course_id) FILTER (WHERE qc.kind = 'core')::int AS "coreTotal",
        count(qc.course_id) FILTER (WHERE qc.kind = 'core' AND done.ok)::int AS "coreDone",
        count(qc.course_id) FILTER (WHERE qc.kind = 'elective' AND done.ok)::int AS "electivesDone",
        coalesce(json_agg(k.path ORDER BY qc.position) FILTER (WHERE done.ok), '[]'::json) AS "completedCoursePaths",
        (SELECT c.code FROM certificates c WHERE c.user_id = e.user_id AND c.qualification_id = q.id) AS "certificateCode"
      FROM qualification_enrolments e
      JOIN qualifications q ON q.id = e.qualification_id
      LEFT JOIN qualification_courses qc ON qc.qualification_id = q.id
      LEFT JOIN courses k ON k.id = qc.course_id
      LEFT JOIN LATERAL (SELECT ${courseCompleted(sql`e.user_id`, sql`qc.course_id`)} AS ok) done ON true
      WHERE e.user_id = ${userId}::uuid AND ${where}
      GROUP BY q.id, e.user_id, e.enrolled_at
      ORDER BY e.enrolled_at, q.code`),
  );
  return rows.map((row) => ({ ...row, complete: isQualificationComplete(row) }));
}

/** The public shape of an enrolment (without the qualification's id). */
export const enrolmentOf = ({
  qualificationId: _id,
  ...enrolment
}: EnrolmentProgress): QualificationEnrolment => enrolment;

/** `getEnrolledClassData`'s `qualificationEnrolments`: the caller's enrolments with progress, one query. */
export async function addQualificationEnrolments(
  db: Db,
  _ctx: unknown,
  userId: string,
  data: { qualificationEnrolments: QualificationEnrolment[] },
): Promise<void> {
  data.qualificationEnrolments = (await loadEnrolmentProgress(db, userId)).map(enrolmentOf);
}
