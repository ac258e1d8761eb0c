import { asc, eq } from 'drizzle-orm';
import type { CourseOutcomes } from '../../../common/api/outcomes';
import {
  bankQuestions,
  blockAlignments,
  courseOutcomes,
  courses,
  examAttempts,
  exams,
  questionAlignments,
  questionBanks,
} from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';

/** Give course `courseId` the outcomes `texts` (as the general settings save them); their ids, in order. */
export async function giveOutcomes(testApp: TestApp, courseId: string, texts: string[]) {
  const { db } = testApp.database;
  await db.update(courses).set({ outcomes: texts }).where(eq(courses.id, courseId));
  const rows = await db
    .select({ id: courseOutcomes.id })
    .from(courseOutcomes)
    .where(eq(courseOutcomes.courseId, courseId))
    .orderBy(asc(courseOutcomes.position));
  return rows.map((row) => row.id);
}

/** Align block `blockId` to `outcomeIds` too, straight in the table. */
export async function alignInTable(testApp: TestApp, blockId: string, outcomeIds: readonly string[]) {
  await testApp.database.db
    .insert(blockAlignments)
    .values(outcomeIds.map((outcomeId) => ({ blockId, outcomeId })))
    .onConflictDoNothing();
}

/** Call outcome method `method` of the course at `coursePath` as `agent` (a read when `body` is absent). */
export const outcomeCall = (agent: TestAgent, method: string, coursePath: string, body?: object) =>
  body === undefined
    ? agent.get(`/json/course/read/${method}/${coursePath}`)
    : agent.post(
        `/json/course/${method === 'removeOutcome' ? 'delete' : 'update'}/${method}/${coursePath}`,
        body,
      );

/** The outcomes as a successful outcome call answers them. */
export const outcomesIn = (reply: { body: { result?: unknown } }) => reply.body.result as CourseOutcomes;

/** A bank of course `courseId` with one question worth 2 points, aligned to `outcomeIds`; and an exam of it (`exam` fields overridden). */
export async function alignedExam(
  testApp: TestApp,
  courseId: string,
  outcomeIds: readonly string[],
  exam: Partial<typeof exams.$inferInsert> = {},
) {
  const { db } = testApp.database;
  const [bank] = await db.insert(questionBanks).values({ courseId, name: 'Bank' }).returning();
  const [question] = await db
    .insert(bankQuestions)
    .values({
      bankId: bank!.id,
      widgetType: 'short_answer',
      setupData: { question: 'Why?', points: 2 },
      position: 0,
    })
    .returning();
  await db
    .insert(questionAlignments)
    .values(outcomeIds.map((outcomeId) => ({ questionId: question!.id, outcomeId })));
  const [made] = await db
    .insert(exams)
    .values({ courseId, title: 'Check', ...exam })
    .returning();
  return { examId: made!.id, questionId: question!.id };
}

/**
 * A finished attempt (number `number`) at exam `examId` by `userId` in `cohortId` whose question
 * `questionId` earned `score` of 2, beside another question of 3 points that is aligned to nothing.
 */
export async function finishedExamAttempt(
  testApp: TestApp,
  attempt: { examId: string; questionId: string; userId: string; cohortId: string; number: number },
  score: number,
  submittedAt: Date | null = new Date(),
) {
  const { examId, questionId, userId, cohortId, number } = attempt;
  const mark = (earned: number, maxScore: number) => ({
    score: earned,
    maxScore,
    correct: earned === maxScore,
    feedback: [],
  });
  await testApp.database.db.insert(examAttempts).values({
    examId,
    userId,
    cohortId,
    number,
    startedAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 60_000),
    questions: [],
    submittedAt,
    marks: { [questionId]: mark(score, 2), unaligned: mark(3, 3) },
    score: score + 3,
    maxScore: 5,
  });
}
