import type { ClassIssueRule } from '../../../common/api/certification';
import type { CertifiedCourse } from './certified-course';
import type { LearnerFacts } from './learner-facts';

/** The rule a learner's certificate is issued by, and its pass mark (the 'assessment' rule's). */
export interface LearnerRule {
  issueRule: ClassIssueRule;
  passMark: number | null;
}

/** The rule of the learner's class when it has one of its own, else the course's. */
export function learnerRule(
  course: Pick<CertifiedCourse, 'issueRule' | 'passMark'>,
  learner: Pick<LearnerFacts, 'classRule' | 'classPassMark'>,
): LearnerRule {
  return learner.classRule === null
    ? { issueRule: course.issueRule, passMark: course.passMark }
    : { issueRule: learner.classRule, passMark: learner.classPassMark };
}

/** Does the learner's rule offer a certificate at all (certificates on, their class not without one)? */
export const offersCertificate = (course: Pick<CertifiedCourse, 'enabled'>, rule: LearnerRule): boolean =>
  course.enabled && rule.issueRule !== 'none';
