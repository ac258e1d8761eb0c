import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attainment, MyAttainment } from '../../../common/api/outcomes';
import type { PageQuizzes, QuizState } from '../../../common/api/quiz';
import { blocks, courses, modules, pageSections, pages, questionAlignments } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildExamCourse } from './exam-test-kit';
import { giveOutcomes } from './outcome-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let submissions = 0;
const answer = (agent: TestAgent, blockId: string, cohortPath: string, questions: Record<string, unknown>) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId: `draw-${++submissions}-${Date.now()}`, answers: { questions } },
    scratchpadData: null,
  });

async function pageQuizzes(agent: TestAgent, pageId: string, cohortPath: string) {
  const reply = await agent.get(`/json/quiz/lookup/pageQuizzes?pageId=${pageId}&cohortPath=${cohortPath}`);
  expect(reply.status).toBe(200);
  return (reply.body.result as PageQuizzes).quizzes;
}

/**
 * The exam course (buildExamCourse: a bank of multiple choice questions worth 2 each, the first
 * option right, and a long form response) with a page of `selectors` random selectors drawing 2
 * questions worth 4 points together, two attempts each, from `bankId` (the course's bank by default).
 */
async function randomSelectorCourse(bankSize = 6, selectors = 1, bankId?: string | null) {
  const made = await buildExamCourse(testApp, bankSize);
  const { db } = testApp.database;
  const [module] = await db
    .insert(modules)
    .values({ courseId: made.course.id, title: 'M', position: 0 })
    .returning();
  const [page] = await db
    .insert(pages)
    .values({ courseId: made.course.id, moduleId: module!.id, path: 'draws', title: 'Draws', position: 0 })
    .returning();
  const [section] = await db.insert(pageSections).values({ pageId: page!.id, position: 0 }).returning();
  const selectorBlocks = await db
    .insert(blocks)
    .values(
      Array.from({ length: selectors }, (_, position) => ({
        pageId: page!.id,
        sectionId: section!.id,
        position,
        widgetType: 'random_selector',
        setupData: {
          question: 'Answer both.',
          bankId: bankId === undefined ? made.bank.id : bankId,
          count: 2,
          points: 4,
          maxAttempts: 2,
        },
      })),
    )
    .returning();
  return { ...made, page: page!, selectors: selectorBlocks };
}

describe('random selector', () => {
  it('draws questions for each learner that stay put until they submit, marks them, and draws again for the next attempt', async () => {
    const { page, selectors, cohort, learner, choices, essay } = await randomSelectorCourse();
    const [selector] = selectors;
    const [state] = await pageQuizzes(learner.agent, page.id, cohort.path);
    const drawn = state!.drawnQuestions!;
    expect(drawn).toHaveLength(2);
    expect(JSON.stringify(state)).not.toContain('answerKey');
    expect(drawn.map((question) => question.id)).not.toContain(essay.id);
    expect(choices.map((choice) => choice.id)).toEqual(
      expect.arrayContaining(drawn.map((question) => question.id)),
    );
    const [again] = await pageQuizzes(learner.agent, page.id, cohort.path);
    expect(again!.drawnQuestions).toEqual(drawn);

    const [first, second] = drawn.map((question) => question.id);
    const unknown = await answer(learner.agent, selector!.id, cohort.path, {
      [essay.id]: { html: '<p>Hi</p>' },
    });
    expect(unknown.status).toBe(400);
    const wrongOption = await answer(learner.agent, selector!.id, cohort.path, {
      [first!]: { selected: ['nope'] },
    });
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.fieldCodes).toEqual({
      [`submissionData.answers.questions.${first}.selected.0`]: { code: 'quiz.chooseGiven' },
    });

    const half = await answer(learner.agent, selector!.id, cohort.path, {
      [first!]: { selected: ['right'] },
      [second!]: { selected: ['wrong1'] },
    });
    expect(half.status).toBe(200);
    const marked = half.body.result as QuizState;
    expect(marked).toMatchObject({ score: 2, maxScore: 4, attemptsLeft: 1 });
    expect(marked.attempts[0]!.mark).toMatchObject({ score: 2, maxScore: 4, rightParts: [first] });
    // The next attempt has its own draw, kept as the first was.
    const [next] = await pageQuizzes(learner.agent, page.id, cohort.path);
    const nextIds = next!.drawnQuestions!.map((question) => question.id);
    const full = await answer(
      learner.agent,
      selector!.id,
      cohort.path,
      Object.fromEntries(nextIds.map((id) => [id, { selected: ['right'] }])),
    );
    const done = full.body.result as QuizState;
    expect(done).toMatchObject({ score: 4, attemptsLeft: 0 });
    // No attempt left: the last attempt's questions stay, with each one's right answers.
    expect(done.drawnQuestions!.map((question) => question.id)).toEqual(nextIds);
    expect(done.rightAnswers).toMatchObject({ kind: 'questions' });
    expect(Object.keys((done.rightAnswers as { keys: object }).keys).sort()).toEqual([...nextIds].sort());
  });

  it('gives each drawn question aligned to an outcome its share of the mark as evidence', async () => {
    const { page, selectors, cohort, learner, choices, admin, course } = await randomSelectorCourse();
    const { db } = testApp.database;
    const [outcome] = await giveOutcomes(testApp, course.id, ['Reading questions']);
    await db
      .insert(questionAlignments)
      .values(choices.map((choice) => ({ questionId: choice.id, outcomeId: outcome! })));
    await db.update(courses).set({ alignmentVisibility: true }).where(eq(courses.id, course.id));
    const [state] = await pageQuizzes(learner.agent, page.id, cohort.path);
    const [first, second] = state!.drawnQuestions!.map((question) => question.id);
    const half = await answer(learner.agent, selectors[0]!.id, cohort.path, {
      [first!]: { selected: ['right'] },
      [second!]: { selected: ['wrong1'] },
    });
    // Each of the two drawn questions holds half of the selector's 4 points.
    expect((half.body.result as QuizState).attempts[0]!.mark).toMatchObject({
      questionMarks: { [first!]: { score: 2, maxScore: 2 }, [second!]: { score: 0, maxScore: 2 } },
    });

    const table = (await admin.get(`/json/course/read/getAttainment/${course.path}`)).body
      .result as Attainment;
    expect(table.rows[0]!.standings[0]).toEqual({
      earned: 2,
      possible: 4,
      percent: 50,
      level: 'developing',
      evidence: 2,
    });
    const mine = (await learner.agent.get(`/json/course/read/getMyAttainment/${course.path}`)).body
      .result as MyAttainment;
    expect(mine.outcomes[0]!.standing).toMatchObject({ earned: 2, possible: 4, evidence: 2 });
  });

  it('refuses to be submitted when its bank has nothing to draw, saying so', async () => {
    const { page, selectors, cohort, learner } = await randomSelectorCourse(2, 1, null);
    const [state] = await pageQuizzes(learner.agent, page.id, cohort.path);
    expect(state!.drawnQuestions).toEqual([]);
    const reply = await answer(learner.agent, selectors[0]!.id, cohort.path, {});
    expect(reply.status).toBe(400);
    expect(reply.body.fieldCodes).toEqual({ 'submissionData.answers.questions': { code: 'quiz.drawEmpty' } });
  });

  it('reads a page of one random selector or of four with the same queries', async () => {
    const one = await randomSelectorCourse(6, 1);
    const four = await randomSelectorCourse(6, 4);
    const read = (made: typeof one) =>
      queries.count(() => pageQuizzes(made.learner.agent, made.page.id, made.cohort.path));
    // The first reading draws (and keeps) the questions; the next only reads them.
    expect(await read(four)).toBe(await read(one));
    expect(await read(four)).toBe(await read(one));
  });
});
