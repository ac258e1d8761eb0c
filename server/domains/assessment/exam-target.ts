import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, exams, roleGrants } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { ClassAccessFacts } from '../classes';
import { namedClassColumns, type QuizClass } from './quiz-target';

export type ExamRow = typeof exams.$inferSelect;

/** An exam with its course and the caller's role in it (the course team's calls). */
export interface DesignedExam {
  exam: ExamRow;
  coursePath: string;
  myRole: string | null;
}

/** The exam `examId` with its course's path and the caller's course role, in one query. */
export async function loadDesignedExam(
  db: Db,
  userId: string | null,
  examId: string,
): Promise<DesignedExam | undefined> {
  if (!isUuid(examId)) return undefined;
  const [row] = await db
    .select({
      exam: exams,
      coursePath: courses.path,
      myRole: sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
        WHERE ${roleGrants.userId} = ${userId} AND ${roleGrants.scope} = 'course'
          AND ${roleGrants.scopePath} = ${courses.path} LIMIT 1)`,
    })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, examId));
  return row;
}

/** An exam as a learner's calls load it: with the caller's standing in its course and in the class named. */
export interface ExamInClass extends Pick<ClassAccessFacts, 'classAccess'> {
  exam: ExamRow;
  courseId: string;
  courseRole: string | null;
  cohort: QuizClass | null;
}

/** The exam `examId` with the caller's standing in its course and in the class at `cohortPath`, in one query. */
export async function loadExamInClass(
  db: Db,
  userId: string,
  examId: string,
  cohortPath: string,
): Promise<ExamInClass | undefined> {
  if (!isUuid(examId)) return undefined;
  const [row] = await db
    .select({ exam: exams, ...namedClassColumns(userId, cohortPath) })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, examId));
  return row;
}
