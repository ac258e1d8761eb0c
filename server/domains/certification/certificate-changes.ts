import { sql } from 'drizzle-orm';
import type { CertificateData } from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import { certificateData } from './certificate-data';
import { type CertificateRecord, loadCertificate } from './certificate-record';
import { loadCertifiedCourse } from './certified-course';
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

/** What the certificate says as of now: of its course, or of its qualification. */
async function dataOfNow(db: Db, record: CertificateRecord): Promise<CertificateData> {
  if (record.qualificationId) return qualificationCertificateData(db, record.qualificationId, record.userId);
  const course = (await loadCertifiedCourse(db, record.courseId!))!;
  const [learner] = rowsOf<{ fullName: string }>(
    await db.execute(sql`SELECT full_name AS "fullName" FROM users WHERE id = ${record.userId}::uuid`),
  );
  return certificateData(course, learner!);
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
