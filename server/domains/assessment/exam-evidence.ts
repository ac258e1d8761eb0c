import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Evidence } from '../../../common/domain/assessment/attainment';
import type { Mark } from '../../../common/domain/quiz/mark';
import type { Db } from '../../db/client';
import { courseOutcomes, examAttempts, exams, questionAlignments } from '../../db/schema';

/** A learner's best finished attempt at an exam, with its marks on the questions aligned to outcomes. */
export interface AlignedExamMarks {
  userId: string;
  cohortId: string;
  examId: string;
  marks: Record<string, Pick<Mark, 'score' | 'maxScore'>>;
}

/**
 * The best finished attempt (highest score, the first of equals) of each of `userIds` in
 * `cohortIds` at each exam of course `courseId`, with only its marks on the bank questions aligned
 * to the course's outcomes (an exam's questions are copied into its attempts, under their bank
 * ids). One query whatever the learners, exams or attempts.
 */
export async function alignedExamMarks(
  db: Db,
  courseId: string,
  userIds: readonly string[],
  cohortIds: readonly string[],
): Promise<AlignedExamMarks[]> {
  if (userIds.length === 0) return [];
  const alignedIds = db
    .select({ id: sql`${questionAlignments.questionId}::text` })
    .from(questionAlignments)
    .innerJoin(courseOutcomes, eq(courseOutcomes.id, questionAlignments.outcomeId))
    .where(eq(courseOutcomes.courseId, courseId));
  const rows = await db
    .select({
      userId: examAttempts.userId,
      cohortId: examAttempts.cohortId,
      examId: examAttempts.examId,
      score: examAttempts.score,
      marks: sql<AlignedExamMarks['marks'] | null>`(SELECT jsonb_object_agg(m.key, m.value)
        FROM jsonb_each(${examAttempts.marks}) m WHERE m.key IN (${alignedIds}))`,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(exams.courseId, courseId),
        isNotNull(examAttempts.submittedAt),
        inArray(examAttempts.userId, [...userIds]),
        inArray(examAttempts.cohortId, [...cohortIds]),
      ),
    )
    .orderBy(asc(examAttempts.number));
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.cohortId}:${row.examId}`;
    const held = best.get(key);
    if (!held || (row.score ?? 0) > (held.score ?? 0)) best.set(key, row);
  }
  return [...best.values()].map(({ userId, cohortId, examId, marks }) => ({
    userId,
    cohortId,
    examId,
    marks: marks ?? {},
  }));
}

/**
 * The evidence `attempts` give, by question id: each aligned question's mark, out of its points
 * then (an exam's attempts, and a random selector's counted ones: drawn-evidence.ts).
 */
export function questionEvidenceOf(
  attempts: readonly Pick<AlignedExamMarks, 'marks'>[],
): Map<string, Evidence[]> {
  const byQuestion = new Map<string, Evidence[]>();
  for (const attempt of attempts) {
    for (const [questionId, mark] of Object.entries(attempt.marks)) {
      const list = byQuestion.get(questionId) ?? [];
      list.push({ earned: mark.score, possible: mark.maxScore });
      byQuestion.set(questionId, list);
    }
  }
  return byQuestion;
}
