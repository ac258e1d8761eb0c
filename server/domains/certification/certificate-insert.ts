import { type SQL, sql } from 'drizzle-orm';
import type { CertificateData, CertificateType } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { newCertificateCode } from './certificate-code';

/** A certificate to write: of a course or of a qualification (exactly one of the two). */
export interface NewCertificate {
  type: CertificateType;
  courseId: string | null;
  qualificationId: string | null;
  cohortId: string | null;
  userId: string;
  data: CertificateData;
  issuedBy: string | null;
}

// A fresh code that collides with another certificate's is drawn again (50 bits: almost never).
const CODE_TRIES = 3;

/**
 * Write `certificate` under a fresh code, unless the learner already holds one of its course or
 * qualification: `INSERT … ON CONFLICT DO NOTHING`, so of parallel writers one wins and the others
 * get the winner's code. `existing` reads the learner's code of that course or qualification.
 */
export async function insertCertificate(
  db: Db,
  certificate: NewCertificate,
  existing: SQL,
): Promise<{ inserted: boolean; code: string }> {
  const { type, courseId, qualificationId, cohortId, userId, issuedBy } = certificate;
  const data = JSON.stringify(certificate.data);
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const [inserted] = rowsOf<{ code: string }>(
      await db.execute(sql`
        INSERT INTO certificates (code, type, course_id, qualification_id, cohort_id, user_id, data, issued_by)
        VALUES (${newCertificateCode()}, ${type}, ${courseId}::uuid, ${qualificationId}::uuid, ${cohortId}::uuid,
          ${userId}::uuid, ${data}::jsonb, ${issuedBy}::uuid)
        ON CONFLICT DO NOTHING
        RETURNING code`),
    );
    if (inserted) return { inserted: true, code: inserted.code };
    const [held] = rowsOf<{ code: string }>(await db.execute(existing));
    if (held) return { inserted: false, code: held.code };
  }
  throw new Error('No free certificate code after several draws.');
}
