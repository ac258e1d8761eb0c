import { and, asc, eq } from 'drizzle-orm';
import type { MyExamGrade } from '../../../common/api/quiz';
import { resultsReleased } from '../../../common/domain/exam/exam-rules';
import type { Db } from '../../db/client';
import { cohorts, examAttempts, exams } from '../../db/schema';
import { windowIn } from './exam-view';

/** The course's exams, oldest first, each with the learner's attempts in their class (none: one row with a null attempt). One query. */
export function ownExamAttempts(db: Db, userId: string, courseId: string, cohortId: string) {
  return (
    db
      .select({ exam: exams, attempt: examAttempts, timeZone: cohorts.classAccessTz })
      .from(exams)
      // The class's clock, which exams open and close by, on every row.
      .innerJoin(cohorts, eq(cohorts.id, cohortId))
      .leftJoin(
        examAttempts,
        and(
          eq(examAttempts.examId, exams.id),
          eq(examAttempts.userId, userId),
          eq(examAttempts.cohortId, cohortId),
        ),
      )
      .where(eq(exams.courseId, courseId))
      .orderBy(asc(exams.createdAt), asc(exams.id), asc(examAttempts.number))
  );
}
type OwnExamRow = Awaited<ReturnType<typeof ownExamAttempts>>[number];

/**
 * The learner's standing in each exam at `now` (their class in `timeZone`): finished attempts, one
 * under way, and the best finished score (the earliest of equal bests) once results are released.
 * An attempt whose time ran out is under way until the time-up job hands it in.
 */
export function examGradesOf(rows: readonly OwnExamRow[], timeZone: string, now: Date): MyExamGrade[] {
  const grades = new Map<string, MyExamGrade>();
  for (const { exam, attempt } of rows) {
    const grade = grades.get(exam.id) ?? {
      examId: exam.id,
      title: exam.title,
      attempts: 0,
      inProgress: false,
      released: resultsReleased(exam, windowIn(exam, timeZone), now),
      score: null,
      maxScore: null,
      weight: exam.weight,
    };
    grades.set(exam.id, grade);
    if (!attempt) continue;
    if (attempt.submittedAt === null) {
      grade.inProgress = true;
      continue;
    }
    grade.attempts += 1;
    const score = attempt.score ?? 0;
    if (grade.released && (grade.score === null || score > grade.score)) {
      grade.score = score;
      grade.maxScore = attempt.maxScore;
    }
  }
  return [...grades.values()];
}
