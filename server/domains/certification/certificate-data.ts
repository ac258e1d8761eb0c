import type { CertificateData } from '../../../common/api/certification';
import type { CertifiedCourse } from './certified-course';
import type { LearnerFacts } from './learner-facts';

/**
 * What a certificate of `course` says of `learner`, as of now (issuing and refreshing): `grade` is
 * their course grade in words (gradeInWords), or null when none is known.
 */
export function certificateData(
  course: CertifiedCourse,
  learner: Pick<LearnerFacts, 'fullName'>,
  grade: string | null,
): CertificateData {
  return {
    learnerName: learner.fullName,
    courseName: course.name,
    coursePath: course.path,
    language: course.language,
    learningHours: course.learningHours,
    framework: course.credentialFramework,
    outcomes: course.outcomes,
    grade,
    issuerName: course.issuerName,
    design: course.design,
    logoKey: course.logoKey,
  };
}

/** The credential a certificate of `course` is: an OpenCreds course's, or a certificate of completion. */
export const certificateType = (course: CertifiedCourse): 'opencred' | 'certificate_of_completion' =>
  course.courseType === 'OPENCRED' ? 'opencred' : 'certificate_of_completion';
