import { sql } from 'drizzle-orm';
import type { MyCertificate, MyCertification, ProfileBadge } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { readRequest } from './certificate-requests';
import { loadCertifiedCourse } from './certified-course';
import type { LearnerFacts } from './learner-facts';

// A certificate row `c` as its holder's list shows it.
const MY_CERTIFICATE = sql`c.code, c.type, c.data->'design'->>'title' AS title, c.data->>'courseName' AS "courseName",
  c.data->>'coursePath' AS "coursePath", c.data->>'issuerName' AS "issuerName",
  (c.data->>'learningHours')::float8 AS "learningHours", ${isoSql(sql`c.issued_at`)} AS "issuedAt",
  ${isoSql(sql`c.refreshed_at`)} AS "refreshedAt",
  CASE WHEN c.revoked_at IS NULL THEN 'valid' ELSE 'revoked' END AS status, c.on_profile AS "onProfile"`;

/** The person's certificates, newest first, in one query. */
export async function readMyCertificates(db: Db, userId: string): Promise<MyCertificate[]> {
  return rowsOf<MyCertificate>(
    await db.execute(sql`SELECT ${MY_CERTIFICATE} FROM certificates c
      WHERE c.user_id = ${userId}::uuid ORDER BY c.issued_at DESC, c.id`),
  );
}

/** One of the person's certificates by its stored code. */
export async function readMyCertificate(db: Db, code: string): Promise<MyCertificate> {
  const [row] = rowsOf<MyCertificate>(
    await db.execute(sql`SELECT ${MY_CERTIFICATE} FROM certificates c WHERE c.code = ${code}`),
  );
  return row!;
}

/** Show or hide a certificate on its holder's profile. */
export async function setOnProfile(db: Db, certificateId: string, onProfile: boolean): Promise<void> {
  await db.execute(sql`UPDATE certificates SET on_profile = ${onProfile} WHERE id = ${certificateId}::uuid`);
}

/** The standing certificates the person with `profileName` shows on their profile, newest first, in one query. */
export async function readProfileBadges(db: Db, profileName: string): Promise<ProfileBadge[]> {
  const rows = rowsOf<MyCertificate>(
    await db.execute(sql`SELECT ${MY_CERTIFICATE} FROM certificates c JOIN users u ON u.id = c.user_id
      WHERE u.profile_name = ${profileName} AND c.on_profile AND c.revoked_at IS NULL
      ORDER BY c.issued_at DESC, c.id`),
  );
  return rows.map(({ status: _status, onProfile: _onProfile, ...badge }) => badge);
}

/** The learner's certification in a course: whether it is offered, what it asks, how far they are, their certificate. */
export async function readMyCertification(
  db: Db,
  courseId: string,
  learner: LearnerFacts,
): Promise<MyCertification> {
  const course = await loadCertifiedCourse(db, courseId);
  const certificate = learner.certificateCode ? await readMyCertificate(db, learner.certificateCode) : null;
  return {
    offered: course!.enabled,
    issueRule: course!.issueRule,
    minLearningMinutes: course!.minLearningMinutes,
    learningMinutes: Math.floor(learner.learningSeconds / 60),
    completedPages: learner.completedPages,
    totalPages: learner.totalPages,
    certificate,
    request: certificate ? null : await readRequest(db, courseId, learner.userId),
  };
}
