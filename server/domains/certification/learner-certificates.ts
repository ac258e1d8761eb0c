import { sql } from 'drizzle-orm';
import type {
  CourseGradeStanding,
  MyCertificate,
  MyCertification,
  ProfileBadge,
} from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { hasPassed } from '../assessment';
import { readRequest } from './certificate-requests';
import { type CertifiedCourse, loadCertifiedCourse } from './certified-course';
import { announce } from './completion-issuing';
import type { LearnerFacts } from './learner-facts';
import { learnerGrade } from './learner-grade';
import { type LearnerRule, learnerRule, offersCertificate } from './learner-rule';

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
  const course = (await loadCertifiedCourse(db, courseId))!;
  const certificate = learner.certificateCode ? await readMyCertificate(db, learner.certificateCode) : null;
  const rule = learnerRule(course, learner);
  return {
    assessment: certificate ? null : await assessmentStanding(db, course, learner, rule),
    offered: offersCertificate(course, rule),
    issueRule: rule.issueRule === 'none' ? course.issueRule : rule.issueRule,
    minLearningMinutes: course.minLearningMinutes,
    learningMinutes: Math.floor(learner.learningSeconds / 60),
    completedPages: learner.completedPages,
    totalPages: learner.totalPages,
    certificate,
    request: certificate ? null : await readRequest(db, courseId, learner.userId),
    price: course.price,
  };
}

/**
 * A learner without the certificate of a course earned by passing its assessment: their grade
 * against the pass mark. Once it passes, the listeners are asked to issue it, so a pass no event
 * announced (a mark revealed when a due date went by) is issued when the learner looks.
 */
async function assessmentStanding(
  db: Db,
  course: CertifiedCourse,
  learner: LearnerFacts,
  rule: LearnerRule,
): Promise<CourseGradeStanding | null> {
  if (!course.enabled || rule.issueRule !== 'assessment') return null;
  const grade = await learnerGrade(db, course, learner);
  if (!grade) return null;
  const passMark = rule.passMark ?? 100;
  if (hasPassed(grade, passMark)) await announce(db, { userId: learner.userId, courseId: course.id });
  return { passMark, grade: grade.percent, items: grade.items, unscored: grade.unscored };
}
