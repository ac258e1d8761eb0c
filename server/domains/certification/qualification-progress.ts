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
