import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Design } from '../../../common/api/assessment';
import { blocks, quizAttempts } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';
import { addQuizBlock, buildQuizCourse } from '../../test/quiz-course';

/** A rubric of two criteria worth 6 points: clarity (0, 2 or 4) and evidence (0 or 2). */
export const RUBRIC = {
  name: 'Essay rubric',
  kind: 'rubric',
  criteria: [
    {
      id: 'clarity',
      title: 'Clarity',
      description: 'How plainly it is written.',
      levels: [
        { id: 'poor', title: 'Unclear', description: 'Hard to follow.', points: 0 },
        { id: 'fair', title: 'Mostly clear', description: '', points: 2 },
        { id: 'good', title: 'Clear', description: 'Easy to follow.', points: 4 },
      ],
    },
    {
      id: 'evidence',
      title: 'Evidence',
      description: '',
      levels: [
        { id: 'none', title: 'None', description: '', points: 0 },
        { id: 'some', title: 'Cited', description: 'Names a source.', points: 2 },
      ],
    },
  ],
} as const;

/** Create a design of `coursePath` (RUBRIC unless told) as `agent`, expecting it to be taken. */
export async function newDesign(agent: TestAgent, coursePath: string, fields: object = RUBRIC) {
  const reply = await agent.post('/json/assessment/create', { coursePath, ...fields });
  expect(reply.status).toBe(200);
  return reply.body.result as Design;
}

/** A quiz course (quiz-test-kit.ts) whose page also holds a long form response worth 10 points. */
export async function buildEssayCourse(testApp: TestApp) {
  const made = await buildQuizCourse(testApp);
  const essay = await addQuizBlock(testApp, made, {
    widgetType: 'long_form_response',
    setupData: {
      question: 'Describe a campaign you admire.',
      points: 10,
      answerKey: { guidance: 'Look for a clear goal.' },
    },
  });
  return { ...made, essay };
}

let submissions = 0;

/** Submit a long answer to `blockId` as `learner` of `cohortPath`; the new attempt's id. */
export async function submitEssay(
  testApp: TestApp,
  learner: { agent: TestAgent; user: { id: string } },
  blockId: string,
  cohortPath: string,
) {
  const reply = await learner.agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: {
      submissionId: `essay-${++submissions}-${Date.now()}`,
      answers: { html: '<p>The rainforest campaign cut plastic in the river by half.</p>' },
    },
    scratchpadData: null,
  });
  expect(reply.status).toBe(200);
  const [attempt] = await testApp.database.db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.blockId, blockId), eq(quizAttempts.userId, learner.user.id)))
    .orderBy(desc(quizAttempts.number))
    .limit(1);
  return attempt!.id;
}

/** Name design `designId` in the setup of block `blockId` (as the editor's picker does). */
export async function attachDesign(testApp: TestApp, blockId: string, designId: string | null) {
  const [block] = await testApp.database.db.select().from(blocks).where(eq(blocks.id, blockId));
  await testApp.database.db
    .update(blocks)
    .set({ setupData: { ...block!.setupData, assessmentDesignId: designId } })
    .where(eq(blocks.id, blockId));
}
