import { describe, expect, it } from 'vitest';
import type { BankAlignment, BlockAlignment } from '../../../common/api/outcomes';
import { blocks } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildCourse } from '../../test/factories';
import { buildQuizCourse } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildExamCourse } from './exam-test-kit';
import { giveOutcomes } from './outcome-test-kit';

const testApp = setUpTestApp();

const readBlock = (agent: TestAgent, blockId: string) =>
  agent.get(`/json/quiz/read/blockAlignment/${blockId}`);
const alignBlock = (agent: TestAgent, blockId: string, outcomeIds: unknown) =>
  agent.post(`/json/quiz/update/alignBlock/${blockId}`, { outcomeIds });
const readBank = (agent: TestAgent, bankId: string) =>
  agent.get(`/json/questionbank/read/bankAlignment/${bankId}`);
const alignQuestion = (agent: TestAgent, bankId: string, questionId: string, outcomeIds: unknown) =>
  agent.post(`/json/questionbank/update/alignQuestion/${bankId}`, { questionId, outcomeIds });

describe('aligning quiz blocks to outcomes (the alignment tab)', () => {
  it('lets a course design admin choose the outcomes a quiz block assesses', async () => {
    const made = await buildQuizCourse(testApp);
    const [persona, search, measure] = await giveOutcomes(testApp, made.course.id, [
      'Persona',
      'Search',
      'Measure',
    ]);
    const designer = await courseAgent(testApp, made.course.path, 'course design admin');
    const before = (await readBlock(designer, made.blocks.choice.id)).body.result as BlockAlignment;
    expect(before).toEqual({
      outcomes: [
        { id: persona, text: 'Persona' },
        { id: search, text: 'Search' },
        { id: measure, text: 'Measure' },
      ],
      outcomeIds: [],
    });
    // Answered in the course's order, whatever order they were sent in.
    const saved = await alignBlock(designer, made.blocks.choice.id, [measure, persona]);
    expect((saved.body.result as BlockAlignment).outcomeIds).toEqual([persona, measure]);
    await alignBlock(designer, made.blocks.choice.id, [search]);
    expect(
      ((await readBlock(designer, made.blocks.choice.id)).body.result as BlockAlignment).outcomeIds,
    ).toEqual([search]);
    expect(
      ((await alignBlock(designer, made.blocks.choice.id, [])).body.result as BlockAlignment).outcomeIds,
    ).toEqual([]);
  });

  it('refuses a block that is no quiz, another course’s outcome and bad lists, never a 500', async () => {
    const made = await buildQuizCourse(testApp);
    const [mine] = await giveOutcomes(testApp, made.course.id, ['Mine']);
    const other = await buildCourse(testApp);
    const [theirs] = await giveOutcomes(testApp, other.course.id, ['Theirs']);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const prose = await alignBlock(admin, made.blocks.prose.id, [mine]);
    expect(prose.status).toBe(400);
    expect(prose.body.reasonCode).toEqual({ code: 'quiz.notQuiz' });
    // A file block learners hand work in to is aligned like a quiz; a file to download is not.
    const [handIn, download] = await testApp.database.db
      .insert(blocks)
      .values(
        [true, false].map((submission, position) => ({
          pageId: made.page.id,
          sectionId: made.section.id,
          position: 10 + position,
          widgetType: 'file',
          setupData: { description: 'Your persona sheet', submission, points: 10 },
        })),
      )
      .returning();
    expect((await alignBlock(admin, handIn!.id, [mine])).status).toBe(200);
    expect((await alignBlock(admin, download!.id, [mine])).status).toBe(400);
    for (const outcomeIds of [[theirs], [mine, mine], ['not-an-id'], 'all']) {
      const refused = await alignBlock(admin, made.blocks.choice.id, outcomeIds);
      expect(refused.status).toBe(400);
      expect(Object.values(refused.body.fieldCodes as object)).toEqual([{ code: 'outcome.unknown' }]);
    }
    expect((await readBlock(admin, 'not-a-block')).status).toBe(404);
  });

  it('is not found for a facilitator, a learner or a stranger; a visitor signs in', async () => {
    const made = await buildQuizCourse(testApp);
    const [outcome] = await giveOutcomes(testApp, made.course.id, ['One']);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const learner = await enrolledAgent(testApp, made.cohort.id);
    const stranger = await courseAgent(testApp, null);
    for (const agent of [facilitator.agent, learner.agent, stranger]) {
      expect((await readBlock(agent, made.blocks.choice.id)).status).toBe(404);
      expect((await alignBlock(agent, made.blocks.choice.id, [outcome])).status).toBe(404);
    }
    const visitor = freshAgent(testApp.app);
    expect((await readBlock(visitor, made.blocks.choice.id)).status).toBe(401);
    expect((await alignBlock(visitor, made.blocks.choice.id, [outcome])).status).toBe(401);
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await alignBlock(staff, made.blocks.choice.id, [outcome])).status).toBe(200);
  });
});

describe('aligning bank questions to outcomes', () => {
  it('lets the course administrator choose the outcomes of each question of a bank', async () => {
    const made = await buildExamCourse(testApp, 2);
    const [audience, search] = await giveOutcomes(testApp, made.course.id, ['Audience', 'Search']);
    const [first, second] = made.choices;
    expect((await readBank(made.admin, made.bank.id)).body.result).toEqual({
      outcomes: [
        { id: audience, text: 'Audience' },
        { id: search, text: 'Search' },
      ],
      questions: {},
    });
    await alignQuestion(made.admin, made.bank.id, first!.id, [search, audience]);
    const saved = await alignQuestion(made.admin, made.bank.id, second!.id, [search]);
    expect((saved.body.result as BankAlignment).questions).toEqual({
      [first!.id]: [audience, search],
      [second!.id]: [search],
    });
  });

  it('refuses a question of another bank and an outcome of another course, and strangers', async () => {
    const made = await buildExamCourse(testApp, 2);
    const [outcome] = await giveOutcomes(testApp, made.course.id, ['One']);
    const other = await buildExamCourse(testApp, 1);
    const [theirs] = await giveOutcomes(testApp, other.course.id, ['Theirs']);
    const elsewhere = await alignQuestion(made.admin, made.bank.id, other.choices[0]!.id, [outcome]);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.fieldCodes).toEqual({ questionId: { code: 'quiz.bankQuestion' } });
    const foreign = await alignQuestion(made.admin, made.bank.id, made.choices[0]!.id, [theirs]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldCodes).toEqual({ outcomeIds: { code: 'outcome.unknown' } });
    const badId = await alignQuestion(made.admin, made.bank.id, 'nope', [outcome]);
    expect(badId.body.fieldCodes).toEqual({ questionId: { code: 'quiz.bankQuestion' } });

    const stranger = await courseAgent(testApp, null);
    for (const agent of [made.learner.agent, stranger]) {
      expect((await readBank(agent, made.bank.id)).status).toBe(404);
      expect((await alignQuestion(agent, made.bank.id, made.choices[0]!.id, [outcome])).status).toBe(404);
    }
    expect((await readBank(freshAgent(testApp.app), made.bank.id)).status).toBe(401);
  });
});
