import { sql } from 'drizzle-orm';
import type { CertificateRequest, CertificateRequestRow } from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { AppError } from '../../rpc/app-error';
import { isActiveLearner } from '../classes';
import type { CertifiedCourse } from './certified-course';
import type { LearnerFacts } from './learner-facts';
import { learnerRule } from './learner-rule';

// A learner's request to be assessed for a certificate issued by hand (common/api/certification.ts
// CertificateRequest): one row per learner and course, gone once the certificate is issued.

/** The learner's request in the course, or null. */
export async function readRequest(
  db: Db,
  courseId: string,
  userId: string,
): Promise<CertificateRequest | null> {
  const [row] = rowsOf<CertificateRequest>(
    await db.execute(sql`SELECT ${isoSql(sql`requested_at`)} AS "requestedAt", ${isoSql(sql`declined_at`)} AS "declinedAt",
        declined_reason AS "declinedReason"
      FROM certificate_requests WHERE course_id = ${courseId}::uuid AND user_id = ${userId}::uuid`),
  );
  return row ?? null;
}

/**
 * Ask for the course's certificate: a learner whose class (or course) issues it by hand, without a certificate
 * or a pending request. A declined request is asked again (the team's reason is cleared).
 */
export async function requestCertificate(
  db: Db,
  course: CertifiedCourse,
  learner: LearnerFacts,
): Promise<void> {
  if (!course.enabled) throw new AppError('conflict', reasonText('certificate.off'));
  if (learner.cohortId === null) throw new AppError('forbidden', reasonText('certificate.notLearner'));
  const rule = learnerRule(course, learner).issueRule;
  if (rule === 'completion') throw new AppError('conflict', reasonText('certificate.byRule'));
  if (rule === 'assessment') throw new AppError('conflict', reasonText('certificate.byAssessment'));
  if (rule === 'none') throw new AppError('conflict', reasonText('certificate.classOff'));
  if (learner.certificateCode) throw new AppError('conflict', reasonText('certificate.alreadyIssued'));
  const [asked] = rowsOf<{ userId: string }>(
    await db.execute(sql`
      INSERT INTO certificate_requests (course_id, user_id) VALUES (${course.id}::uuid, ${learner.userId}::uuid)
      ON CONFLICT (user_id, course_id) DO UPDATE SET requested_at = now(), declined_at = NULL, declined_reason = NULL
        WHERE certificate_requests.declined_at IS NOT NULL
      RETURNING user_id AS "userId"`),
  );
  if (!asked) throw new AppError('conflict', reasonText('certificate.requested'));
}

/** Withdraw the learner's pending request (undo); refused when there is none pending. */
export async function withdrawRequest(db: Db, courseId: string, userId: string): Promise<void> {
  const [withdrawn] = rowsOf<{ userId: string }>(
    await db.execute(sql`DELETE FROM certificate_requests
      WHERE course_id = ${courseId}::uuid AND user_id = ${userId}::uuid AND declined_at IS NULL
      RETURNING user_id AS "userId"`),
  );
  if (!withdrawn) throw new AppError('conflict', reasonText('certificate.noRequest'));
}

/** Decline a learner's pending request with the course team's reason, which the learner reads. */
export async function declineRequest(
  db: Db,
  courseId: string,
  userId: string,
  reason: string,
): Promise<void> {
  const [declined] = rowsOf<{ userId: string }>(
    await db.execute(sql`UPDATE certificate_requests SET declined_at = now(), declined_reason = ${reason}
      WHERE course_id = ${courseId}::uuid AND user_id = ${userId}::uuid AND declined_at IS NULL
      RETURNING user_id AS "userId"`),
  );
  if (!declined) {
    const problem = reasonText('certificate.noRequest');
    throw new AppError('invalid_input', problem, { userId: problem });
  }
}

/** The request is answered: the certificate was issued. */
export async function clearRequest(db: Db, courseId: string, userId: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM certificate_requests WHERE course_id = ${courseId}::uuid AND user_id = ${userId}::uuid`,
  );
}

/** The course's pending requests, oldest first, with each learner's class, progress and learning time, in one query. */
export async function listRequests(db: Db, courseId: string): Promise<CertificateRequestRow[]> {
  return rowsOf<CertificateRequestRow>(
    await db.execute(sql`
      SELECT r.user_id AS "userId", u.full_name AS "fullName", u.email, c.name AS "className",
        CASE WHEN coalesce(p.total_pages, 0) = 0 THEN 0
          ELSE round(100.0 * p.completed_pages / p.total_pages)::int END AS progress,
        (SELECT coalesce(sum(t.seconds), 0)::int / 60 FROM learning_time_daily t
          WHERE t.user_id = r.user_id AND t.course_id = r.course_id) AS "learningMinutes",
        ${isoSql(sql`r.requested_at`)} AS "requestedAt"
      FROM certificate_requests r
      JOIN users u ON u.id = r.user_id
      -- Their class now: a learner who has left the course is no longer asking.
      JOIN LATERAL (SELECT k.name FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id
        WHERE e.user_id = r.user_id AND k.course_id = r.course_id AND ${isActiveLearner('e')}
        ORDER BY e.enrolled_at DESC LIMIT 1) c ON true
      LEFT JOIN course_progress p ON p.user_id = r.user_id AND p.course_id = r.course_id
      WHERE r.course_id = ${courseId}::uuid AND r.declined_at IS NULL
      ORDER BY r.requested_at, r.user_id`),
  );
}
