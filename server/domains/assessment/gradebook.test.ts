import { describe, expect, it } from 'vitest';
import type { Gradebook } from '../../../common/api/gradebook';
import type { MyGrades } from '../../../common/api/quiz';
import { blocks } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildQuizCourse, choiceSetup } from './quiz-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let submissions = 0;
const answer = (agent: TestAgent, blockId: string, cohortPath: string, answers: unknown) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId: `gradebook-${++submissions}-${Date.now()}`, answers },
  });
const read = (agent: TestAgent, coursePath: string, query = '') =>
  agent.get(`/json/course/read/getGradebook/${coursePath}${query}`);

describe('the gradebook', () => {
  it('gives the course administrator every class’s learners × the quiz blocks, counted scores and totals', async () => {
    const made = await buildQuizCourse(testApp);
    const evening = await buildClass(testApp, made.course.id, { name: 'Evening' });
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
    const budi = await enrolledAgent(testApp, evening.id, { fullName: 'Budi Santoso' });
    await answer(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] });
    await answer(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    await answer(budi.agent, made.blocks.text.id, evening.path, { text: 'Kuala Lumpur' });
    const admin = await courseAgent(testApp, made.course.path, 'administrator');

    const reply = await read(admin, made.course.path);
    expect(reply.status).toBe(200);
    const book = reply.body.result as Gradebook;
    // The staff-only block is assessed too: the gradebook is the staff's.
    expect(book.items.map((item) => item.widgetType)).toEqual([
      'multiple_choice',
      'short_answer',
      'multiple_choice',
    ]);
    expect(book.maxTotal).toBe(5);
    expect(book.classes.map((cohort) => cohort.name).sort()).toEqual(['Evening', made.cohort.name].sort());
    expect(book.totalLearners).toBe(2);
    const [first, second] = book.rows;
    expect(first).toMatchObject({ fullName: 'Ana Lestari', total: 2, percent: 40 });
    expect(first!.cells[0]).toEqual({ score: 2, status: 'marked', late: false });
    expect(first!.cells[1]).toEqual({ score: null, status: 'none', late: false });
    expect(second).toMatchObject({
      fullName: 'Budi Santoso',
      cohortPath: evening.path,
      total: 1,
      percent: 20,
    });

    const filtered = (await read(admin, made.course.path, `?cohortPath=${evening.path}`)).body
      .result as Gradebook;
    expect(filtered.rows.map((row) => row.fullName)).toEqual(['Budi Santoso']);
  });

  it('shows a facilitator their own class only, and nothing to a learner, a stranger or a visitor', async () => {
    const made = await buildQuizCourse(testApp);
    const evening = await buildClass(testApp, made.course.id);
    await enrolledAgent(testApp, made.cohort.id, { fullName: 'Citra Dewi' });
    await enrolledAgent(testApp, evening.id, { fullName: 'Dian Sastro' });
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const theirs = (await read(facilitator.agent, made.course.path)).body.result as Gradebook;
    expect(theirs.rows.map((row) => row.fullName)).toEqual(['Citra Dewi']);
    expect((await read(facilitator.agent, made.course.path, `?cohortPath=${evening.path}`)).status).toBe(404);

    const learner = await enrolledAgent(testApp, made.cohort.id);
    expect((await read(learner.agent, made.course.path)).status).toBe(404);
    expect((await read(await courseAgent(testApp, null), made.course.path)).status).toBe(404);
    expect((await read(freshAgent(testApp.app), made.course.path)).status).toBe(401);
  });

  it('reads 3 learners × 3 items or 30 × 9 with the same queries', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    for (let i = 0; i < 3; i++) {
      const { agent } = await enrolledAgent(testApp, made.cohort.id);
      await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    }
    const few = await queries.count(() => read(admin, made.course.path));
    await testApp.database.db.insert(blocks).values(
      Array.from({ length: 6 }, (_, index) => ({
        pageId: made.page.id,
        sectionId: made.section.id,
        position: 4 + index,
        widgetType: 'multiple_choice',
        setupData: choiceSetup(),
      })),
    );
    for (let i = 0; i < 27; i++) await enrolledAgent(testApp, made.cohort.id);
    const many = await queries.count(() => read(admin, made.course.path));
    expect(many).toBe(few);
  });
});

describe('a learner’s own grades', () => {
  const grades = (agent: TestAgent, coursePath: string) =>
    agent.get(`/json/quiz/lookup/myGrades?coursePath=${coursePath}`);

  it('lists the quizzes they may see with the scores their reveal settings show', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    await answer(agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' });
    const reply = await grades(agent, made.course.path);
    expect(reply.status).toBe(200);
    const mine = reply.body.result as MyGrades;
    // The staff-only quiz is not theirs to see; the short answer never reveals its mark.
    expect(mine.items.map((item) => [item.question, item.score, item.attempts])).toEqual([
      ['What is the capital of Indonesia?', 2, 1],
      ['What is the capital of Malaysia?', null, 1],
    ]);
    expect(mine).toMatchObject({ cohortPath: made.cohort.path, total: 2, maxTotal: 3 });
  });

  it('is not found for anyone who is not a learner of the course', async () => {
    const made = await buildQuizCourse(testApp);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    expect((await grades(facilitator.agent, made.course.path)).status).toBe(404);
    expect((await grades(await courseAgent(testApp, null), made.course.path)).status).toBe(404);
    expect((await grades(freshAgent(testApp.app), made.course.path)).status).toBe(401);
  });
});
