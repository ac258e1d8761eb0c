import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PageQuizzes, QuizState } from '../../../common/api/quiz';
import { isPreparedText } from '../../db/prepared';
import { blockCompletions, courseProgress, quizAttempts } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { enrolledAgent } from '../../test/course-fixtures';
import { buildQuizCourse } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';

// submitQuiz of learners submitting at once: written in shared batches (submit-quiz.ts,
// server/db/write-batches.ts), each learner's attempt stored once, a refusal its own learner's only.

const texts: string[] = [];
const testApp = setUpTestApp({}, { onQuery: (query) => texts.push(query) });

let submissions = 0;
const answer = (agent: TestAgent, blockId: string, cohortPath: string, selected: string[]) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId: `burst-${++submissions}-${Date.now()}`, answers: { selected } },
    scratchpadData: null,
  });

async function classOf(size: number) {
  const made = await buildQuizCourse(testApp);
  const learners = [];
  for (let i = 0; i < size; i++) learners.push(await enrolledAgent(testApp, made.cohort.id));
  return { made, learners };
}

describe('learners submitting a quiz at once', () => {
  it('store each attempt once, complete each learner’s block, and share the batches’ statements', async () => {
    const { made, learners } = await classOf(12);
    const blockId = made.blocks.choice.id;
    texts.length = 0;
    const replies = await Promise.all(
      learners.map(({ agent }) => answer(agent, blockId, made.cohort.path, ['right'])),
    );
    expect(replies.map((reply) => reply.status)).toEqual(learners.map(() => 200));
    const sent = [...texts];
    for (const reply of replies) {
      expect(reply.body.result as QuizState).toMatchObject({ score: 2, passed: true, attemptsLeft: 1 });
    }
    const ids = learners.map(({ user }) => user.id);
    const stored = await testApp.database.db
      .select({ userId: quizAttempts.userId, number: quizAttempts.number })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.blockId, blockId), inArray(quizAttempts.userId, ids)));
    expect(stored.map((row) => row.number)).toEqual(ids.map(() => 1));
    expect(new Set(stored.map((row) => row.userId)).size).toBe(12);
    const done = await testApp.database.db
      .select()
      .from(blockCompletions)
      .where(and(eq(blockCompletions.blockId, blockId), inArray(blockCompletions.userId, ids)));
    expect(done).toHaveLength(12);
    const progress = await testApp.database.db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.courseId, made.course.id), inArray(courseProgress.userId, ids)));
    expect(progress.map((row) => row.totalPages)).toEqual(ids.map(() => 1));

    // Twelve submissions took fewer attempt inserts than twelve, and every statement was prepared.
    const inserts = sent.filter((text) => /insert into quiz_attempts/i.test(text));
    expect(inserts.length).toBeGreaterThan(0);
    expect(inserts.length).toBeLessThan(12);
    expect(sent.filter((text) => !isPreparedText(text) && !/^(begin|commit)/i.test(text))).toEqual([]);
  });

  it('refuse one learner whose attempts are used, write the others of the batch, and keep the refused one’s saved answers', async () => {
    const { made, learners } = await classOf(4);
    const blockId = made.blocks.choice.id;
    const [spent, ...others] = learners;
    for (const selected of [['wrong1'], ['wrong1']]) {
      expect((await answer(spent!.agent, blockId, made.cohort.path, selected)).status).toBe(200);
    }
    const saved = await spent!.agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
      cohortPath: made.cohort.path,
      submissionData: null,
      scratchpadData: { selected: ['right'] },
    });
    expect(saved.status).toBe(200);

    // Sent at once, so the refused learner's submission is written in a batch with the others'.
    const replies = await Promise.all(
      [others[0]!, spent!, others[1]!, others[2]!].map(({ agent }) =>
        answer(agent, blockId, made.cohort.path, ['right']),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 409, 200, 200]);
    expect(replies[1]!.body).toMatchObject({ error: 'attempts_used' });

    const quizzes = await spent!.agent.get(
      `/json/quiz/lookup/pageQuizzes?pageId=${made.page.id}&cohortPath=${made.cohort.path}`,
    );
    const mine = (quizzes.body.result as PageQuizzes).quizzes.find((quiz) => quiz.blockId === blockId)!;
    expect(mine.scratchpad).toEqual({ selected: ['right'] });
    expect(mine.attempts).toHaveLength(2);
  });
});
