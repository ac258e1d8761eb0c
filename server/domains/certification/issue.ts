import { sql } from 'drizzle-orm';
import { verificationPath } from '../../../common/api/certification';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { notifyCertificateIssued } from '../notifications';
import { certificateData, certificateType } from './certificate-data';
import { insertCertificate } from './certificate-insert';
import { clearRequest } from './certificate-requests';
import { type CertifiedCourse, loadCertifiedCourse } from './certified-course';
import { hasCompleted, type LearnerFacts, loadLearnerFacts } from './learner-facts';
import { issueDueQualifications } from './qualification-issue';

/** Who asks for the certificate: the course's rule (at 100% progress) or a member of the course team. */
export type IssueTrigger = { by: 'rule' } | { by: 'staff'; staffId: string };

/** What came of it; only 'issued' wrote anything. */
export type IssueOutcome =
  | { outcome: 'issued'; code: string; courseId: string; userId: string }
  | { outcome: 'already_issued'; code: string }
  | { outcome: 'off' }
  | { outcome: 'not_learner' }
  | { outcome: 'not_complete' }
  | { outcome: 'learning_time_short'; minutes: number; required: number };

/** Why the learner may not have the course's certificate now, or null when they may. */
function refusal(course: CertifiedCourse, learner: LearnerFacts, trigger: IssueTrigger): IssueOutcome | null {
  if (!course.enabled) return { outcome: 'off' };
  if (trigger.by === 'rule' && course.issueRule !== 'completion') return { outcome: 'off' };
  if (learner.cohortId === null) return { outcome: 'not_learner' };
  if (trigger.by === 'rule' && !hasCompleted(learner)) return { outcome: 'not_complete' };
  const minutes = Math.floor(learner.learningSeconds / 60);
  const required = course.minLearningMinutes ?? 0;
  if (minutes < required) return { outcome: 'learning_time_short', minutes, required };
  return null;
}

/**
 * The one way a certificate is issued: to an active learner of the course, when the course issues
 * certificates, by its rule (100% progress) or by its team's hand, once the learner has the active
 * learning time the course asks for. One per learner and course whatever the concurrency: the
 * unique (learner, course) index decides, and the loser answers 'already_issued' with the winner's
 * code. The learner is told (notifications), with mail queued on `jobs` when given. Call inside
 * a transaction.
 */
export async function issueCertificate(
  db: Db,
  courseId: string,
  userId: string,
  trigger: IssueTrigger,
  jobs?: JobQueue,
): Promise<IssueOutcome> {
  const [course, learner] = await Promise.all([
    loadCertifiedCourse(db, courseId),
    loadLearnerFacts(db, courseId, userId),
  ]);
  if (!course || !learner) return { outcome: 'not_learner' };
  if (learner.certificateCode) return { outcome: 'already_issued', code: learner.certificateCode };
  const refused = refusal(course, learner, trigger);
  if (refused) return refused;
  const issuedBy = trigger.by === 'staff' ? trigger.staffId : null;
  const written = await insertCertificate(
    db,
    {
      type: certificateType(course),
      courseId,
      qualificationId: null,
      cohortId: learner.cohortId,
      userId,
      data: certificateData(course, learner),
      issuedBy,
    },
    sql`SELECT code FROM certificates WHERE user_id = ${userId}::uuid AND course_id = ${courseId}::uuid`,
  );
  if (!written.inserted) return { outcome: 'already_issued', code: written.code };
  await clearRequest(db, courseId, userId);
  await notifyCertificateIssued(db, jobs, {
    userId,
    courseId,
    issuedBy,
    targetUrl: verificationPath(written.code),
    code: written.code,
  });
  // A course completed may complete the learner's qualifications that count it (same transaction).
  await issueDueQualifications(db, userId, courseId, jobs);
  return { outcome: 'issued', code: written.code, courseId, userId };
}
