import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExamResults } from '../../../common/api/exam';
import { resultsReleased } from '../../../common/domain/exam/exam-rules';
import type { Db } from '../../db/client';
import { cohorts, examAttempts, users } from '../../db/schema';
import type { RequestContext } from '../../rpc/context';
import { type LoadedClass, loadCourseClasses } from '../classes';
import { type DesignedExam, loadDesignedExam } from './exam-target';
import { windowIn } from './exam-view';
import type { CourseWithClasses } from './policy';

/** An exam with its course's classes and the caller's standing in each (the results' target). */
export type ExamWithClasses = CourseWithClasses & { designed: DesignedExam };

/** The exam `examId` with its course's classes: two queries. */
export async function loadExamWithClasses(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  examId: string,
): Promise<ExamWithClasses | undefined> {
  const designed = await loadDesignedExam(db, ctx.actor.userId, examId);
  if (!designed) return undefined;
  const classes = await loadCourseClasses(db, ctx, designed.exam.courseId);
  return { designed, course: { id: designed.exam.courseId, myRole: designed.myRole }, classes };
}

/**
 * The exam's results in `visible` classes: each learner who has started it, with their attempts,
 * whether one is under way, and their best finished score. One query whatever the learners.
 */
export async function examResults(
  db: Db,
  loaded: ExamWithClasses,
  visible: readonly LoadedClass[],
  now = new Date(),
): Promise<ExamResults> {
  const { exam } = loaded.designed;
  const rows =
    visible.length === 0
      ? []
      : await db
          .select({
            userId: examAttempts.userId,
            fullName: users.fullName,
            cohortName: cohorts.name,
            submittedAt: examAttempts.submittedAt,
            autoSubmitted: examAttempts.autoSubmitted,
            score: examAttempts.score,
            maxScore: examAttempts.maxScore,
          })
          .from(examAttempts)
          .innerJoin(users, eq(users.id, examAttempts.userId))
          .innerJoin(cohorts, eq(cohorts.id, examAttempts.cohortId))
          .where(
            and(
              eq(examAttempts.examId, exam.id),
              inArray(
                examAttempts.cohortId,
                visible.map((cohort) => cohort.id),
              ),
            ),
          )
          .orderBy(asc(users.fullName), asc(examAttempts.userId), asc(examAttempts.number));
  const learners = new Map<string, ExamResults['learners'][number]>();
  for (const row of rows) {
    const learner = learners.get(row.userId) ?? {
      userId: row.userId,
      fullName: row.fullName,
      cohortName: row.cohortName,
      attempts: 0,
      inProgress: false,
      score: null,
      maxScore: null,
      lastSubmittedAt: null,
      autoSubmitted: false,
    };
    learner.attempts += 1;
    if (row.submittedAt === null) learner.inProgress = true;
    else {
      if (learner.score === null || (row.score ?? 0) > learner.score) {
        learner.score = row.score;
        learner.maxScore = row.maxScore;
      }
      learner.lastSubmittedAt = row.submittedAt.toISOString();
      learner.autoSubmitted = row.autoSubmitted;
    }
    learners.set(row.userId, learner);
  }
  // Released to every class: an exam released after it closes has closed on the last clock on
  // Earth (UTC-12) by then, whatever the classes' zones.
  return {
    released: resultsReleased(exam, windowIn(exam, 'Etc/GMT+12'), now),
    learners: [...learners.values()],
  };
}
