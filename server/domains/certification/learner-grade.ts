import { type CourseGrade, courseGrade } from '../assessment';
import type { CertifiedCourse } from './certified-course';
import type { LearnerFacts } from './learner-facts';
import { learnerRule } from './learner-rule';

/**
 * The learner's course grade when the course's certificate needs it (their rule is passing the
 * assessment, or its design prints the grade) and they learn in a class of it; else null.
 */
export function learnerGrade(
  db: Parameters<typeof courseGrade>[0],
  course: CertifiedCourse,
  learner: Pick<LearnerFacts, 'userId' | 'cohortId' | 'cohortPath' | 'classRule' | 'classPassMark'>,
): Promise<CourseGrade | null> {
  const needed =
    learnerRule(course, learner).issueRule === 'assessment' || course.design.fields.grade === true;
  if (!needed || learner.cohortId === null || learner.cohortPath === null) return Promise.resolve(null);
  return courseGrade(db, learner.userId, course.id, { id: learner.cohortId, path: learner.cohortPath });
}

/** A course grade as the certificate prints it, in the course's language ("86.5%"); null before any score. */
export function gradeInWords(grade: CourseGrade | null, language: string): string | null {
  if (grade?.percent == null) return null;
  return percentFormat(language).format(grade.percent / 100);
}

function percentFormat(language: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  } catch {
    // A language tag Intl does not know prints as English does.
    return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
  }
}
