import { and, asc, eq, sql } from 'drizzle-orm';
import type { MyGrades } from '../../../common/api/quiz';
import { pageSchedule } from '../../../common/domain/page-schedule';
import type { Db } from '../../db/client';
import { cohorts, enrolments, quizAttempts } from '../../db/schema';
import { isActiveLearner, type LoadedClass } from '../classes';
import { isSharedWithReaders } from '../content';
import { assessedItems } from './gradebook';
import { quizStateOf, type StoredAttempt } from './quiz-state';

/**
 * Learner `userId`'s grades in `cohort` (their class of course `courseId`): every quiz of the
 * course shared with learners, in outline order, with what its state shows them (quizStateOf: a
 * score only once the quiz reveals marks), and the scores shown added up. Three queries.
 */
export async function myGrades(
  db: Db,
  userId: string,
  courseId: string,
  cohort: LoadedClass,
  now = new Date(),
): Promise<MyGrades> {
  const [items, attempts, [start]] = await Promise.all([
    assessedItems(db, courseId),
    db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.cohortId, cohort.id)))
      .orderBy(asc(quizAttempts.number)),
    db
      .select({
        startMs: sql<number>`(extract(epoch FROM coalesce(${cohorts.startDate}, ${enrolments.enrolledAt})) * 1000)::float8`,
        timeZone: cohorts.classAccessTz,
      })
      .from(cohorts)
      .innerJoin(enrolments, eq(enrolments.cohortId, cohorts.id))
      .where(and(eq(cohorts.id, cohort.id), eq(enrolments.userId, userId), isActiveLearner())),
  ]);
  const classStart = start ? { at: new Date(Number(start.startMs)), timeZone: start.timeZone } : null;
  const shown = items.filter((item) => isSharedWithReaders({ settings: item.settingsOfBlock }, now));
  const grades = shown.map((item) => {
    const own: StoredAttempt[] = attempts.filter((attempt) => attempt.blockId === item.blockId);
    const { dueAt } = pageSchedule(classStart, item.unlockAfterDays, item.dueAfterDays);
    const state = quizStateOf(item, own, null, dueAt, now);
    return {
      blockId: item.blockId,
      pageTitle: item.pageTitle,
      pagePath: item.pagePath,
      question: typeof item.setupData.question === 'string' ? item.setupData.question : '',
      maxScore: item.settings.points,
      attempts: own.length,
      score: state.score,
      passed: state.passed,
      awaitingMarking: state.awaitingMarking,
    };
  });
  const total = Math.round(grades.reduce((sum, grade) => sum + (grade.score ?? 0), 0) * 100) / 100;
  return {
    cohortPath: cohort.path,
    items: grades,
    total,
    maxTotal: grades.reduce((sum, grade) => sum + grade.maxScore, 0),
  };
}
