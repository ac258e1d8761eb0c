import { sql } from 'drizzle-orm';
import { type CertificatePrice, type IssueRule, verificationPath } from '../../../common/api/certification';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { type CourseGrade, hasPassed } from '../assessment';
import { notifyCertificateIssued } from '../notifications';
import { certificateData, certificateType } from './certificate-data';
import { insertCertificate } from './certificate-insert';
import { clearRequest } from './certificate-requests';
import { type CertifiedCourse, loadCertifiedCourse } from './certified-course';
import { hasCompleted, type LearnerFacts, loadLearnerFacts } from './learner-facts';
import { gradeInWords, learnerGrade } from './learner-grade';
import { type LearnerRule, learnerRule } from './learner-rule';
import { issueDueQualifications } from './qualification-issue';

/**
 * Who asks for the certificate: the course's rule (100% progress, or a pass), the learner's
 * purchase of a priced certificate (the rule still holds it back until it is met), or a member of
 * the course team.
 */
export type IssueTrigger =
  | { by: 'rule' }
  | { by: 'purchase'; paymentTransactionId: string }
  | { by: 'staff'; staffId: string };

/** What came of it; only 'issued' wrote anything. */
export type IssueOutcome =
  | { outcome: 'issued'; code: string; courseId: string; userId: string }
  | { outcome: 'already_issued'; code: string }
  | { outcome: 'off' }
  | { outcome: 'class_off' }
  | { outcome: 'not_learner' }
  | { outcome: 'not_complete' }
  | { outcome: 'not_passed'; grade: number | null; passMark: number }
  | { outcome: 'learning_time_short'; minutes: number; required: number }
  /** The rule is met, and the certificate is sold: the learner buys it (commerce's `certificate` item). */
  | { outcome: 'payment_required'; price: CertificatePrice };

/** Why the learner's rule (their class's, else the course's) does not issue them the certificate now, or null when it does. */
function ruleRefusal(
  rule: LearnerRule & { issueRule: IssueRule },
  learner: LearnerFacts,
  grade: CourseGrade | null,
): IssueOutcome | null {
  switch (rule.issueRule) {
    case 'manual':
      return { outcome: 'off' };
    case 'completion':
      return hasCompleted(learner) ? null : { outcome: 'not_complete' };
    case 'assessment': {
      const passMark = rule.passMark ?? 100;
      return grade && hasPassed(grade, passMark)
        ? null
        : { outcome: 'not_passed', grade: grade?.percent ?? null, passMark };
    }
  }
}

/** Why the learner may not have the course's certificate now, or null when they may. */
function refusal(
  course: CertifiedCourse,
  learner: LearnerFacts,
  trigger: IssueTrigger,
  grade: CourseGrade | null,
): IssueOutcome | null {
  if (!course.enabled) return { outcome: 'off' };
  if (learner.cohortId === null) return { outcome: 'not_learner' };
  const { issueRule, passMark } = learnerRule(course, learner);
  // A class without certificates has none by hand either: its rule is the course team's own choice.
  if (issueRule === 'none') return { outcome: 'class_off' };
  const byRule = trigger.by !== 'staff' && ruleRefusal({ issueRule, passMark }, learner, grade);
  if (byRule) return byRule;
  const minutes = Math.floor(learner.learningSeconds / 60);
  const required = course.minLearningMinutes ?? 0;
  if (minutes < required) return { outcome: 'learning_time_short', minutes, required };
  if (trigger.by === 'rule' && course.price) return { outcome: 'payment_required', price: course.price };
  return null;
}

/**
 * The course and the learner as issuing sees them, when `trigger` may issue the certificate now;
 * else why not (with the course, for a certificate the rule holds back for sale).
 */
async function judge(
  db: Db,
  courseId: string,
  userId: string,
  trigger: IssueTrigger,
): Promise<
  | { course: CertifiedCourse; learner: LearnerFacts; grade: CourseGrade | null }
  | Exclude<IssueOutcome, { outcome: 'payment_required' }>
  | { outcome: 'payment_required'; price: CertificatePrice; course: CertifiedCourse }
> {
  const [course, learner] = await Promise.all([
    loadCertifiedCourse(db, courseId),
    loadLearnerFacts(db, courseId, userId),
  ]);
  if (!course || !learner) return { outcome: 'not_learner' };
  if (learner.certificateCode) return { outcome: 'already_issued', code: learner.certificateCode };
  const grade = course.enabled ? await learnerGrade(db, course, learner) : null;
  const refused = refusal(course, learner, trigger, grade);
  if (refused?.outcome === 'payment_required') return { ...refused, course };
  return refused ?? { course, learner, grade };
}

/**
 * Issue the course's certificate to a learner by the course's rule (their completion or their pass
 * was announced, or a sweep found them), in a transaction of its own; true when one was issued.
 */
export async function issueByRule(
  db: Db,
  due: { courseId: string; userId: string },
  jobs?: JobQueue,
): Promise<boolean> {
  const issued = await db.transaction((tx) =>
    issueCertificate(tx as unknown as Db, due.courseId, due.userId, { by: 'rule' }, jobs),
  );
  return issued.outcome === 'issued';
}

/**
 * The one way a certificate is issued: to an active learner of the course, when the course issues
 * certificates, by its rule (100% progress, or a course grade at its pass mark with every assessed
 * item scored) or by its team's hand, once the learner has the active
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
  const judged = await judge(db, courseId, userId, trigger);
  if ('outcome' in judged) {
    return judged.outcome === 'payment_required' ? { outcome: judged.outcome, price: judged.price } : judged;
  }
  const { course, learner, grade } = judged;
  const issuedBy = trigger.by === 'staff' ? trigger.staffId : null;
  const written = await insertCertificate(
    db,
    {
      type: certificateType(course),
      courseId,
      qualificationId: null,
      cohortId: learner.cohortId,
      userId,
      data: certificateData(course, learner, gradeInWords(grade, course.language)),
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

/**
 * A priced certificate the learner may buy now (commerce's `certificate` item): the course's, when
 * they have met its rule and learning time and hold none yet. Otherwise why not, as issuing says.
 */
export async function certificateOffer(
  db: Db,
  courseId: string,
  userId: string,
): Promise<{ course: CertifiedCourse; price: CertificatePrice } | IssueOutcome> {
  const judged = await judge(db, courseId, userId, { by: 'rule' });
  if (!('outcome' in judged)) return { outcome: 'off' };
  return judged.outcome === 'payment_required' ? { course: judged.course, price: judged.price } : judged;
}
