import { examAttempts, exams } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';

let submissions = 0;

/** `agent` answers quiz block `blockId` in class `cohortPath`. */
export const answerQuiz = (agent: TestAgent, blockId: string, cohortPath: string, answers: unknown) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId: `gradebook-${++submissions}-${Date.now()}`, answers },
  });

let examsAdded = 0;

/**
 * An exam of the course (results released at once), with no questions: its attempts are written
 * by addExamAttempt. Each is made a millisecond after the one before, so they list in the order
 * added (two inserts can share a clock tick).
 */
export async function addExam(
  testApp: TestApp,
  courseId: string,
  fields: { title?: string; weight?: number } = {},
) {
  const [exam] = await testApp.database.db
    .insert(exams)
    .values({
      courseId,
      title: fields.title ?? 'Final exam',
      weight: fields.weight ?? 1,
      createdAt: new Date(Date.now() + ++examsAdded),
    })
    .returning();
  return exam!;
}

/** A learner's exam attempt, finished with `score` of `maxScore`, or (score null) under way. */
export async function addExamAttempt(
  testApp: TestApp,
  attempt: {
    examId: string;
    userId: string;
    cohortId: string;
    number: number;
    score: number | null;
    maxScore?: number;
  },
) {
  const startedAt = new Date(Date.now() - 60 * 60_000);
  const finished = attempt.score !== null;
  await testApp.database.db.insert(examAttempts).values({
    examId: attempt.examId,
    userId: attempt.userId,
    cohortId: attempt.cohortId,
    number: attempt.number,
    startedAt,
    endsAt: new Date(startedAt.getTime() + (finished ? 30 : 24 * 60) * 60_000),
    questions: [],
    submittedAt: finished ? new Date(startedAt.getTime() + 20 * 60_000) : null,
    marks: finished ? {} : null,
    score: attempt.score,
    maxScore: finished ? (attempt.maxScore ?? 10) : null,
  });
}
