import { sql } from 'drizzle-orm';
import {
  type CertificateDesign,
  type CertificatePrice,
  DEFAULT_CERTIFICATE_DESIGN,
  type IssueRule,
} from '../../../common/api/certification';
import type { CredentialFramework } from '../../../common/domain/opencred-frameworks';
import { type Db, rowsOf } from '../../db/client';

/** A course as its certificates see it: what they print of it, and its certificate settings. */
export interface CertifiedCourse {
  id: string;
  path: string;
  name: string;
  courseType: string;
  language: string;
  learningHours: number | null;
  /** An OpenCreds course's credential framework; null for other types. */
  credentialFramework: CredentialFramework | null;
  outcomes: string[];
  /** Who issues its certificates: the course's creator (the course's name when they are gone). */
  issuerName: string;
  /** Certificates are issued (a design exists and is on). */
  enabled: boolean;
  design: CertificateDesign;
  issueRule: IssueRule;
  minLearningMinutes: number | null;
  /** The course grade, in percent, the 'assessment' rule asks for. */
  passMark: number | null;
  /** The course's logo (certificate-image-store.ts), drawn at the top of its certificates. */
  logoKey: string | null;
  /** What a certificate earned by the rule costs its learner; null: free. */
  price: CertificatePrice | null;
}

/** The course `courseId` with its certificate settings (the default design when it has none), in one query. */
export async function loadCertifiedCourse(db: Db, courseId: string): Promise<CertifiedCourse | undefined> {
  const [row] = rowsOf<Omit<CertifiedCourse, 'design'> & { design: CertificateDesign | null }>(
    await db.execute(sql`
      SELECT c.id, c.path, c.name, c.course_type AS "courseType", c.language, c.learning_hours AS "learningHours",
        c.credential_framework AS "credentialFramework", c.outcomes, coalesce(u.full_name, c.name) AS "issuerName",
        coalesce(d.enabled, false) AS enabled, d.design, coalesce(d.issue_rule, 'manual') AS "issueRule",
        d.min_learning_minutes AS "minLearningMinutes", d.pass_mark AS "passMark",
        d.logo_key AS "logoKey",
        CASE WHEN d.price_minor IS NOT NULL
          THEN json_build_object('currency', d.price_currency, 'amount', d.price_minor) END AS price
      FROM courses c
      LEFT JOIN users u ON u.id = c.created_by
      LEFT JOIN certificate_designs d ON d.course_id = c.id
      WHERE c.id = ${courseId}::uuid`),
  );
  return row && { ...row, design: row.design ?? DEFAULT_CERTIFICATE_DESIGN };
}
