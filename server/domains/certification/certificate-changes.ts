import { sql } from 'drizzle-orm';
import type { CertificateData } from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import { certificateData } from './certificate-data';
import { type CertificateRecord, loadCertificate } from './certificate-record';
import { loadCertifiedCourse } from './certified-course';
import { loadLearnerFacts } from './learner-facts';
import { gradeInWords, learnerGrade } from './learner-grade';
import { qualificationCertificateData } from './qualification-issue';

/** Revoke a standing certificate with the course team's reason; answers it as it is now. */
export async function revokeCertificate(
  db: Db,
  record: CertificateRecord,
  reason: string,
): Promise<CertificateRecord> {
  if (record.revokedAt) throw new AppError('conflict', reasonText('certificate.alreadyRevoked'));
  await db.execute(sql`UPDATE certificates SET revoked_at = now(), revoked_reason = ${reason}
    WHERE id = ${record.id}::uuid AND revoked_at IS NULL`);
  return (await loadCertificate(db, record.code))!;
}

/**
 * Revoke `userId`'s standing certificate of the course `courseId`, if any, with `reason` (its
 * purchase refunded and access taken back).
 */
export async function revokeCourseCertificate(db: Db, courseId: string, userId: string, reason: string) {
  await db.execute(sql`UPDATE certificates SET revoked_at = now(), revoked_reason = ${reason}
    WHERE course_id = ${courseId}::uuid AND user_id = ${userId}::uuid AND revoked_at IS NULL`);
}

/** What the certificate says as of now: of its course, or of its qualification. */
async function dataOfNow(db: Db, record: CertificateRecord): Promise<CertificateData> {
  if (record.qualificationId) return qualificationCertificateData(db, record.qualificationId, record.userId);
  const [course, learner] = await Promise.all([
    loadCertifiedCourse(db, record.courseId!),
    loadLearnerFacts(db, record.courseId!, record.userId),
  ]);
  // A learner who has left the course keeps the grade the certificate printed.
  const grade = learner!.cohortId
    ? gradeInWords(await learnerGrade(db, course!, learner!), course!.language)
    : null;
  return certificateData(course!, learner!, grade ?? record.data.grade);
}

/**
 * Issue a standing certificate again under the same code with what is true now: the learner's
 * name, the course's (or qualification's) name, hours and outcomes, and its current design.
 */
export async function refreshCertificate(db: Db, record: CertificateRecord): Promise<CertificateRecord> {
  if (record.revokedAt) throw new AppError('conflict', reasonText('certificate.revoked'));
  const data = JSON.stringify(await dataOfNow(db, record));
  await db.execute(sql`UPDATE certificates SET data = ${data}::jsonb, refreshed_at = now()
    WHERE id = ${record.id}::uuid AND revoked_at IS NULL`);
  return (await loadCertificate(db, record.code))!;
}
