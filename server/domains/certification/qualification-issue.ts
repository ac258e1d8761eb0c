import { sql } from 'drizzle-orm';
import type { CertificateData, CertificateDesign } from '../../../common/api/certification';
import { verificationPath } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { notifyCertificateIssued } from '../notifications';
import { insertCertificate } from './certificate-insert';
import { loadEnrolmentProgress } from './qualification-progress';

/** What came of issuing a qualification's certificate; only 'issued' wrote anything. */
export type QualificationIssueOutcome =
  | { outcome: 'issued'; code: string }
  | { outcome: 'already_issued'; code: string }
  /** Not enrolled, or the qualification is not published (a draft issues nothing; publishing sweeps it). */
  | { outcome: 'not_enrolled' }
  | { outcome: 'not_complete' };

/** What a certificate of qualification `qualificationId` says of `userId`, as of now (issuing and refreshing). */
export async function qualificationCertificateData(
  db: Db,
  qualificationId: string,
  userId: string,
): Promise<CertificateData> {
  const [row] = rowsOf<{
    name: string;
    code: string;
    design: CertificateDesign;
    learnerName: string;
    issuerName: string;
    language: string | null;
    learningHours: number | null;
  }>(
    await db.execute(sql`
      SELECT q.name, q.code, q.design, u.full_name AS "learnerName", coalesce(m.full_name, q.name) AS "issuerName",
        (SELECT k.language FROM qualification_courses qc JOIN courses k ON k.id = qc.course_id
          WHERE qc.qualification_id = q.id ORDER BY qc.position LIMIT 1) AS language,
        (SELECT sum(k.learning_hours)::float8 FROM qualification_courses qc JOIN courses k ON k.id = qc.course_id
          WHERE qc.qualification_id = q.id AND qc.kind = 'core') AS "learningHours"
      FROM qualifications q JOIN users u ON u.id = ${userId}::uuid
      LEFT JOIN users m ON m.id = q.created_by
      WHERE q.id = ${qualificationId}::uuid`),
  );
  const facts = row!;
  return {
    learnerName: facts.learnerName,
    courseName: facts.name,
    coursePath: '',
    qualificationCode: facts.code,
    // Its own words in the language of the pathway's first course.
    language: facts.language ?? 'en',
    learningHours: facts.learningHours,
    framework: null,
    outcomes: [],
    grade: null,
    issuerName: facts.issuerName,
    design: facts.design,
  };
}

/**
 * The qualification variant of issuing (issue.ts): to a learner enrolled in the published
 * qualification who completed it (qualification-progress.ts), once whatever the concurrency (the unique (learner,
 * qualification) index decides, the loser answers 'already_issued' with the winner's code). The
 * learner is told in the same transaction. Call inside a transaction.
 */
export async function issueQualificationCertificate(
  db: Db,
  qualificationId: string,
  userId: string,
  jobs?: JobQueue,
): Promise<QualificationIssueOutcome> {
  const [progress] = await loadEnrolmentProgress(
    db,
    userId,
    sql`q.id = ${qualificationId}::uuid AND q.published`,
  );
  if (!progress) return { outcome: 'not_enrolled' };
  if (progress.certificateCode) return { outcome: 'already_issued', code: progress.certificateCode };
  if (!progress.complete) return { outcome: 'not_complete' };
  const data = await qualificationCertificateData(db, qualificationId, userId);
  const written = await insertCertificate(
    db,
    {
      type: 'qualification',
      courseId: null,
      qualificationId,
      cohortId: null,
      userId,
      data,
      issuedBy: null,
    },
    sql`SELECT code FROM certificates WHERE user_id = ${userId}::uuid AND qualification_id = ${qualificationId}::uuid`,
  );
  if (!written.inserted) return { outcome: 'already_issued', code: written.code };
  await notifyCertificateIssued(db, jobs, {
    userId,
    courseId: null,
    subject: data.courseName,
    issuedBy: null,
    targetUrl: verificationPath(written.code),
    code: written.code,
  });
  return { outcome: 'issued', code: written.code };
}

/**
 * After `userId` completed `courseId` (its certificate was just issued): issue the certificates of
 * the qualifications they are enrolled in that count the course and are now complete. The
 * enrolments are locked first: when two of the learner's courses are certified at once, the second
 * transaction waits for the first to commit and then sees both certificates (neither would alone).
 */
export async function issueDueQualifications(
  db: Db,
  userId: string,
  courseId: string,
  jobs?: JobQueue,
): Promise<void> {
  const enrolled = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT e.qualification_id AS id FROM qualification_enrolments e
      JOIN qualification_courses qc ON qc.qualification_id = e.qualification_id AND qc.course_id = ${courseId}::uuid
      WHERE e.user_id = ${userId}::uuid
      ORDER BY e.qualification_id
      FOR UPDATE OF e`),
  );
  for (const { id } of enrolled) await issueQualificationCertificate(db, id, userId, jobs);
}
