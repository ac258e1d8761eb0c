import type { Db } from '../../db/client';
import { learnerGrades } from './my-grades';

/** A learner's grade in a course as their grades show it to them (spec: passing the course's assessment). */
export interface CourseGrade {
  /** The weighted total of the scores they can see, in percent (one decimal); null before any. */
  percent: number | null;
  /** The course's assessed items shared with learners (quizzes and exams), but quizzes whose marks they never see. */
  items: number;
  /** Items without a score they can see: not attempted, awaiting marking, returned, or held back. */
  unscored: number;
}

/**
 * The grade of learner `userId` in their class `cohort` of course `courseId`: what their own grades
 * show (so a mark held until released counts only once it is; a quiz whose marks are never shown
 * is no part of it), four queries.
 */
export async function courseGrade(
  db: Db,
  userId: string,
  courseId: string,
  cohort: { id: string; path: string },
  now = new Date(),
): Promise<CourseGrade> {
  const { grades, neverShown } = await learnerGrades(db, userId, courseId, cohort, now);
  const graded = grades.items.filter((item) => !neverShown.has(item.blockId));
  const scores = [...graded, ...grades.exams].map((item) => item.score);
  return {
    percent: grades.weightedPercent,
    items: scores.length,
    unscored: scores.filter((score) => score === null).length,
  };
}

/** Has the learner passed: something assessed, every item scored, and the grade at the pass mark or above? */
export const hasPassed = (grade: CourseGrade, passMark: number): boolean =>
  grade.items > 0 && grade.unscored === 0 && grade.percent !== null && grade.percent >= passMark;
