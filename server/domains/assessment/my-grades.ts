import { and, asc, eq, sql } from 'drizzle-orm';
import type { MyGrades } from '../../../common/api/quiz';
import { classAssessmentOf } from '../../../common/domain/class-assessment';
import { pageSchedule } from '../../../common/domain/page-schedule';
import { DEFAULT_WEIGHT } from '../../../common/domain/quiz/quiz-settings';
import type { Db } from '../../db/client';
import { cohorts, enrolments, quizAttempts } from '../../db/schema';
import { isActiveLearner, type LoadedClass } from '../classes';
import { isSharedWithReaders } from '../content';
import { assessedItems, questionOf } from './gradebook-items';
import { examGradesOf, ownExamAttempts } from './my-exam-grades';
import { countedOf, quizStateOf, type StoredAttempt } from './quiz-state';
import { totalOf, weightedPercent } from './weighted-total';

/**
 * Learner `userId`'s grades in `cohort` (their class of course `courseId`): every quiz of the
 * course shared with learners, in outline order, with what its state shows them in their class
 * (quizStateOf: a score only once the quiz, and the class, reveal marks); every exam with its best
 * finished score once released; the scores shown added up, and their weighted total. Four queries.
 */
export async function myGrades(
  db: Db,
  userId: string,
  courseId: string,
  cohort: Pick<LoadedClass, 'id' | 'path'>,
  now = new Date(),
): Promise<MyGrades> {
  return (await learnerGrades(db, userId, courseId, cohort, now)).grades;
}

/**
 * The learner's grades (myGrades), with the quizzes whose marks they will never see (the quiz reveals
 * none; a class holding marks until released only delays them): no part of a grade they can be given.
 */
export async function learnerGrades(
  db: Db,
  userId: string,
  courseId: string,
  cohort: Pick<LoadedClass, 'id' | 'path'>,
  now = new Date(),
): Promise<{ grades: MyGrades; neverShown: Set<string> }> {
  const [items, attempts, [start], examRows] = await Promise.all([
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
        assessment: cohorts.assessmentSettings,
      })
      .from(cohorts)
      .innerJoin(enrolments, eq(enrolments.cohortId, cohorts.id))
      .where(and(eq(cohorts.id, cohort.id), eq(enrolments.userId, userId), isActiveLearner())),
    ownExamAttempts(db, userId, courseId, cohort.id),
  ]);
  const classStart = start ? { at: new Date(Number(start.startMs)), timeZone: start.timeZone } : null;
  const inClass = classAssessmentOf(start?.assessment);
  const shown = items.filter((item) => isSharedWithReaders({ settings: item.settingsOfBlock }, now));
  const grades = shown.map((item) => {
    const own: StoredAttempt[] = attempts.filter((attempt) => attempt.blockId === item.blockId);
    const { dueAt } = pageSchedule(classStart, item.unlockAfterDays, item.dueAfterDays);
    const state = quizStateOf(item, own, null, dueAt, now, undefined, inClass);
    return {
      blockId: item.blockId,
      pageTitle: item.pageTitle,
      pagePath: item.pagePath,
      question: questionOf(item),
      maxScore: item.settings.points,
      attempts: own.length,
      score: state.score,
      passed: state.passed,
      awaitingMarking: state.awaitingMarking,
      returned: own.at(-1)?.status === 'returned',
      weight: item.settings.weight ?? DEFAULT_WEIGHT,
      // What the counted score was marked out of, for the weighted total.
      outOf: state.score === null ? null : (countedOf(own, item.settings)?.maxScore ?? null),
    };
  });
  const exams = examGradesOf(examRows, start?.timeZone ?? 'UTC', now);
  const scores = [...grades, ...exams.map((exam) => ({ ...exam, outOf: exam.maxScore }))];
  const neverShown = new Set(
    shown.filter((item) => item.settings.reveal === 'never').map((item) => item.blockId),
  );
  return {
    neverShown,
    grades: {
      cohortPath: cohort.path,
      items: grades.map(({ outOf: _outOf, ...grade }) => grade),
      exams,
      total: totalOf(scores.map((grade) => grade.score)),
      maxTotal:
        grades.reduce((sum, grade) => sum + grade.maxScore, 0) +
        exams.reduce((sum, exam) => sum + (exam.maxScore ?? 0), 0),
      weightedPercent: weightedPercent(
        scores.map((grade) => grade.score),
        scores.map((grade) => grade.outOf),
        scores.map((grade) => grade.weight),
      ),
    },
  };
}
