import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attainment, MyAttainment } from '../../../common/api/outcomes';
import { blocks, courses, exams, quizAttempts } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { buildQuizCourse, choiceSetup } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { alignedExam, alignInTable, finishedExamAttempt, giveOutcomes } from './outcome-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let submissions = 0;
const answer = (agent: TestAgent, blockId: string, cohortPath: string, answers: unknown) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId: `attainment-${++submissions}-${Date.now()}`, answers },
  });
const staffRead = (agent: TestAgent, coursePath: string, query = '') =>
  agent.get(`/json/course/read/getAttainment/${coursePath}${query}`);
const ownRead = (agent: TestAgent, coursePath: string) =>
  agent.get(`/json/course/read/getMyAttainment/${coursePath}`);

/**
 * A quiz course (quiz-test-kit.ts) with outcomes Persona and Search: the multiple choice (2 points)
 * assesses Persona, the short answer (1 point, marks never shown) both, and a bank question of an
 * exam (2 points) Search. Ana and Citra learn in its class, Budi in the evening class. Ana gets the
 * choice right at the second try and the short answer right, and 1 of 2 on the exam question at
 * her better attempt; Budi gets the short answer wrong; Citra answers nothing.
 */
async function attainmentCourse() {
  const made = await buildQuizCourse(testApp);
  const [persona, search] = await giveOutcomes(testApp, made.course.id, ['Persona', 'Search']);
  await alignInTable(testApp, made.blocks.choice.id, [persona!]);
  await alignInTable(testApp, made.blocks.text.id, [persona!, search!]);
  const evening = await buildClass(testApp, made.course.id, { name: 'Evening' });
  const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
  const budi = await enrolledAgent(testApp, evening.id, { fullName: 'Budi Santoso' });
  const citra = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Citra Dewi' });
  await answer(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] });
  await answer(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
  await answer(ana.agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' });
  await answer(budi.agent, made.blocks.text.id, evening.path, { text: 'Jakarta' });
  const exam = await alignedExam(testApp, made.course.id, [search!]);
  const attempt = { ...exam, userId: ana.user.id, cohortId: made.cohort.id };
  await finishedExamAttempt(testApp, { ...attempt, number: 1 }, 0);
  await finishedExamAttempt(testApp, { ...attempt, number: 2 }, 1);
  // An attempt under way is no evidence yet.
  await finishedExamAttempt(testApp, { ...attempt, number: 3 }, 2, null);
  const admin = await courseAgent(testApp, made.course.path, 'administrator');
  return {
    ...made,
    evening,
    ana,
    budi,
    citra,
    admin,
    exam,
    outcomes: { persona: persona!, search: search! },
  };
}

const levels = (row: Attainment['rows'][number]) =>
  row.standings.map((standing) => [standing.percent, standing.level, standing.evidence]);

describe('attainment for the course team', () => {
  it('gives each learner’s standing on each outcome from the counted scores and exam marks aligned to it', async () => {
    const made = await attainmentCourse();
    const reply = await staffRead(made.admin, made.course.path);
    expect(reply.status).toBe(200);
    const table = reply.body.result as Attainment;
    expect(table.outcomes).toEqual([
      { id: made.outcomes.persona, text: 'Persona', items: 2 },
      { id: made.outcomes.search, text: 'Search', items: 2 },
    ]);
    expect(table.totalLearners).toBe(3);
    const [ana, budi, citra] = table.rows;
    expect(ana!.fullName).toBe('Ana Lestari');
    // Persona: 2 of 2 and 1 of 1. Search: 1 of 1 and 1 of 2 on the exam, her better attempt.
    expect(ana!.standings[0]).toEqual({
      earned: 3,
      possible: 3,
      percent: 100,
      level: 'achieved',
      evidence: 2,
    });
    expect(ana!.standings[1]).toEqual({
      earned: 2,
      possible: 3,
      percent: 67,
      level: 'developing',
      evidence: 2,
    });
    expect(budi).toMatchObject({ fullName: 'Budi Santoso', cohortPath: made.evening.path });
    expect(levels(budi!)).toEqual([
      [0, 'not_yet', 1],
      [0, 'not_yet', 1],
    ]);
    expect(levels(citra!)).toEqual([
      [null, null, 0],
      [null, null, 0],
    ]);

    const evening = (await staffRead(made.admin, made.course.path, `?cohortPath=${made.evening.path}`)).body
      .result as Attainment;
    expect(evening.rows.map((row) => row.fullName)).toEqual(['Budi Santoso']);
  });

  it('shows a facilitator their own class only, and nothing to a learner, a stranger or a visitor', async () => {
    const made = await attainmentCourse();
    const facilitator = await enrolledAgent(testApp, made.evening.id, { staff: true });
    const theirs = (await staffRead(facilitator.agent, made.course.path)).body.result as Attainment;
    expect(theirs.rows.map((row) => row.fullName)).toEqual(['Budi Santoso']);
    expect(theirs.classes.map((cohort) => cohort.path)).toEqual([made.evening.path]);
    expect(
      (await staffRead(facilitator.agent, made.course.path, `?cohortPath=${made.cohort.path}`)).status,
    ).toBe(404);
    expect((await staffRead(made.ana.agent, made.course.path)).status).toBe(404);
    expect((await staffRead(await courseAgent(testApp, null), made.course.path)).status).toBe(404);
    expect((await staffRead(freshAgent(testApp.app), made.course.path)).status).toBe(401);
    const badPage = await staffRead(made.admin, made.course.path, '?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.fieldCodes).toEqual({ page: { code: 'progress.firstPage' } });
  });

  it('reads 2 learners × 2 outcomes or 12 × 8 with more items and attempts with the same queries', async () => {
    const made = await attainmentCourse();
    const few = await queries.count(() => staffRead(made.admin, made.course.path));
    const ids = await giveOutcomes(
      testApp,
      made.course.id,
      Array.from({ length: 8 }, (_, index) => `Outcome ${index}`),
    );
    const added = await testApp.database.db
      .insert(blocks)
      .values(
        Array.from({ length: 4 }, (_, index) => ({
          pageId: made.page.id,
          sectionId: made.section.id,
          position: 4 + index,
          widgetType: 'multiple_choice',
          setupData: choiceSetup(),
        })),
      )
      .returning();
    for (const block of added) await alignInTable(testApp, block.id, ids);
    for (let i = 0; i < 9; i++) {
      const learner = await enrolledAgent(testApp, made.cohort.id);
      await testApp.database.db.insert(quizAttempts).values(
        added.map((block) => ({
          blockId: block.id,
          userId: learner.user.id,
          cohortId: made.cohort.id,
          number: 1,
          submissionId: `bulk-${i}-${block.id}`,
          answers: { selected: ['right'] },
          mark: { score: 2, maxScore: 2, correct: true, feedback: [] },
          score: 2,
          maxScore: 2,
        })),
      );
      await finishedExamAttempt(
        testApp,
        { ...made.exam, userId: learner.user.id, cohortId: made.cohort.id, number: 1 },
        2,
      );
    }
    const many = await queries.count(() => staffRead(made.admin, made.course.path));
    expect(many).toBe(few);
  });
});

describe('a learner’s own attainment', () => {
  const showAttainment = (courseId: string) =>
    testApp.database.db.update(courses).set({ alignmentVisibility: true }).where(eq(courses.id, courseId));

  it('is refused while the course does not show it to learners', async () => {
    const made = await attainmentCourse();
    const refused = await ownRead(made.ana.agent, made.course.path);
    expect(refused.status).toBe(403);
    expect(refused.body.reasonCode).toEqual({ code: 'outcome.hidden' });
  });

  it('rests on what the learner is shown of their own results, and nothing of anyone else’s', async () => {
    const made = await attainmentCourse();
    await showAttainment(made.course.id);
    const mine = (await ownRead(made.ana.agent, made.course.path)).body.result as MyAttainment;
    // The short answer never shows its mark: only the choice counts for Persona; Search rests on the exam.
    expect(mine.outcomes.map((outcome) => [outcome.text, outcome.items, outcome.standing])).toEqual([
      ['Persona', 2, { earned: 2, possible: 2, percent: 100, level: 'achieved', evidence: 1 }],
      ['Search', 2, { earned: 1, possible: 2, percent: 50, level: 'developing', evidence: 1 }],
    ]);
    const budis = (await ownRead(made.budi.agent, made.course.path)).body.result as MyAttainment;
    expect(budis.outcomes.map((outcome) => outcome.standing.evidence)).toEqual([0, 0]);

    // An exam whose results are held shows nothing until they are released.
    const db = testApp.database.db;
    await db.update(exams).set({ release: 'manual' }).where(eq(exams.id, made.exam.examId));
    const held = (await ownRead(made.ana.agent, made.course.path)).body.result as MyAttainment;
    expect(held.outcomes[1]!.standing).toMatchObject({ percent: null, level: null, evidence: 0 });
    await db.update(exams).set({ releasedAt: new Date() }).where(eq(exams.id, made.exam.examId));
    const released = (await ownRead(made.ana.agent, made.course.path)).body.result as MyAttainment;
    expect(released.outcomes[1]!.standing.percent).toBe(50);
  });

  it('is not found for anyone who is not a learner of the course; a visitor signs in', async () => {
    const made = await attainmentCourse();
    await showAttainment(made.course.id);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    for (const agent of [made.admin, facilitator.agent, await courseAgent(testApp, null)]) {
      expect((await ownRead(agent, made.course.path)).status).toBe(404);
    }
    expect((await ownRead(freshAgent(testApp.app), made.course.path)).status).toBe(401);
  });

  it('reads 2 outcomes or 8 with more items, exams and attempts with the same queries', async () => {
    const made = await attainmentCourse();
    await showAttainment(made.course.id);
    const few = await queries.count(() => ownRead(made.ana.agent, made.course.path));
    const ids = await giveOutcomes(
      testApp,
      made.course.id,
      Array.from({ length: 8 }, (_, index) => `Outcome ${index}`),
    );
    await alignInTable(testApp, made.blocks.choice.id, ids);
    const second = await alignedExam(testApp, made.course.id, ids);
    await finishedExamAttempt(
      testApp,
      { ...second, userId: made.ana.user.id, cohortId: made.cohort.id, number: 1 },
      2,
    );
    const many = await queries.count(() => ownRead(made.ana.agent, made.course.path));
    expect(many).toBe(few);
  });
});
