import { sql } from 'drizzle-orm';
import type {
  CertificateData,
  CertificateType,
  CertificateVerification,
} from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { normaliseCertificateCode } from './certificate-code';

/**
 * A certificate as stored, with its course's path (the course team's rules are read on it), or,
 * for a qualification's certificate, its qualification (course and path null).
 */
export interface CertificateRecord {
  id: string;
  code: string;
  type: CertificateType;
  courseId: string | null;
  coursePath: string | null;
  qualificationId: string | null;
  userId: string;
  data: CertificateData;
  issuedAt: Date;
  refreshedAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string | null;
  statusIndex: number;
}

/** The certificate a typed or scanned code names, or undefined. */
export async function loadCertificate(db: Db, typedCode: string): Promise<CertificateRecord | undefined> {
  const code = normaliseCertificateCode(typedCode);
  if (code === null) return undefined;
  const [row] = rowsOf<CertificateRecord>(
    await db.execute(sql`
      SELECT c.id, c.code, c.type, c.course_id AS "courseId", k.path AS "coursePath",
        c.qualification_id AS "qualificationId", c.user_id AS "userId",
        c.data, c.issued_at AS "issuedAt", c.refreshed_at AS "refreshedAt", c.revoked_at AS "revokedAt",
        c.revoked_reason AS "revokedReason", c.status_index AS "statusIndex"
      FROM certificates c LEFT JOIN courses k ON k.id = c.course_id
      WHERE c.code = ${code}`),
  );
  return row && { ...row, ...datesOf(row) };
}

// Raw SQL answers timestamps as text on some drivers: read them as dates either way.
function datesOf(row: CertificateRecord) {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    issuedAt: date(row.issuedAt)!,
    refreshedAt: date(row.refreshedAt),
    revokedAt: date(row.revokedAt),
  };
}

/** What anyone holding the code is shown: the certificate itself and whether it stands. */
export function verificationOf(record: CertificateRecord): CertificateVerification {
  return {
    code: record.code,
    type: record.type,
    status: record.revokedAt ? 'revoked' : 'valid',
    data: record.data,
    issuedAt: record.issuedAt.toISOString(),
    refreshedAt: record.refreshedAt?.toISOString() ?? null,
    revokedAt: record.revokedAt?.toISOString() ?? null,
    revokedReason: record.revokedReason,
  };
}
