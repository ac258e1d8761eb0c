import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyProgressEntry } from '../../../common/api/progress';
import type { ClassResults, PageQuizzes, QuizState } from '../../../common/api/quiz';
import { blocks, notifications, quizAttempts, socialGroupMembers, socialGroups } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { buildQuizCourse, choiceSetup } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let submissions = 0;
const nextId = () => `submission-${++submissions}-${Date.now()}`;

const submit = (agent: TestAgent, blockId: string, body: Record<string, unknown>) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, body);
const answer = (
  agent: TestAgent,
  blockId: string,
  cohortPath: string,
  answers: unknown,
  submissionId = nextId(),
) => submit(agent, blockId, { cohortPath, submissionData: { submissionId, answers }, scratchpadData: null });

async function pageQuizzes(agent: TestAgent, pageId: string, cohortPath: string) {
  const reply = await agent.get(`/json/quiz/lookup/pageQuizzes?pageId=${pageId}&cohortPath=${cohortPath}`);
  expect(reply.status).toBe(200);
  return (reply.body.result as PageQuizzes).quizzes;
}

async function progressOf(agent: TestAgent) {
  const reply = await agent.get('/json/progress/lookup/myProgress');
  return (reply.body.result as MyProgressEntry[])[0]!.progress;
}

describe('submitQuiz', () => {
  it('marks each attempt on the server, counts attempts, and completes the quiz once it passes', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    await agent.get(`/json/course/read/getPage/${made.course.path}?pagePath=quiz`);

    const wrong = await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] });
    expect(wrong.status).toBe(200);
    const first = wrong.body.result as QuizState;
    expect(first).toMatchObject({ attemptsLeft: 1, maxScore: 2, score: 0, passed: false, revealed: true });
    expect(first.attempts[0]).toMatchObject({
      number: 1,
      late: false,
      answers: { selected: ['wrong1'] },
      mark: { score: 0, maxScore: 2, correct: false, feedback: ['Look again.'] },
    });
    // An attempt is left: the right answer is not given away.
    expect(first.rightAnswers).toBeNull();
    expect(await progressOf(agent)).toBe(0);

    const right = (await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] })).body
      .result as QuizState;
    expect(right).toMatchObject({ attemptsLeft: 0, score: 2, passed: true });
    expect(right.rightAnswers).toEqual({ kind: 'options', correctOptionIds: ['right'] });
    expect(await progressOf(agent)).toBe(100);

    const third = await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      error: 'attempts_used',
      reason: 'You have used all 2 attempts at this question.',
      reasonCode: { code: 'quiz.attemptsUsed', params: { count: 2 } },
    });
  });

  it('stores a submission sent twice once, even when both arrive together', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent, user } = await enrolledAgent(testApp, made.cohort.id);
    const submissionId = nextId();
    const twice = await Promise.all([
      answer(agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' }, submissionId),
      answer(agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' }, submissionId),
    ]);
    expect(twice.map((reply) => reply.status)).toEqual([200, 200]);
    const again = await answer(agent, made.blocks.text.id, made.cohort.path, { text: 'KL' }, submissionId);
    expect((again.body.result as QuizState).attempts).toHaveLength(1);
    const stored = await testApp.database.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.blockId, made.blocks.text.id)));
    expect(stored).toHaveLength(1);
  });

  it('numbers the attempts of simultaneous submissions without a gap or a duplicate', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => answer(agent, made.blocks.text.id, made.cohort.path, { text: 'x' })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const [state] = await pageQuizzes(agent, made.page.id, made.cohort.path).then((all) =>
      all.filter((quiz) => quiz.blockId === made.blocks.text.id),
    );
    expect(state!.attempts.map((attempt) => attempt.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the unsubmitted answers as a scratchpad until the learner submits', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const kept = await submit(agent, made.blocks.text.id, {
      cohortPath: made.cohort.path,
      submissionData: null,
      scratchpadData: { text: 'Kuala' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.result).toMatchObject({ attempts: [], scratchpad: { text: 'Kuala' } });
    const states = await pageQuizzes(agent, made.page.id, made.cohort.path);
    expect(states.find((quiz) => quiz.blockId === made.blocks.text.id)?.scratchpad).toEqual({
      text: 'Kuala',
    });

    await answer(agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' });
    const after = await pageQuizzes(agent, made.page.id, made.cohort.path);
    expect(after.find((quiz) => quiz.blockId === made.blocks.text.id)?.scratchpad).toBeNull();
  });

  it('hides marks, feedback and right answers while the widget does not reveal them', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const reply = await answer(agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' });
    const state = reply.body.result as QuizState;
    expect(state).toMatchObject({ revealed: false, score: null, passed: null, rightAnswers: null });
    expect(state.attempts[0]!.mark).toBeNull();
    expect(JSON.stringify(reply.body)).not.toContain('Right.');
  });

  it('marks a submission after the page is due as late', async () => {
    const made = await buildQuizCourse(testApp, { dueAfterDays: 1 });
    const { agent } = await enrolledAgent(testApp, made.cohort.id, {
      enrolledAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const state = (await answer(agent, made.blocks.text.id, made.cohort.path, { text: 'KL' })).body
      .result as QuizState;
    expect(state.attempts[0]!.late).toBe(true);
    expect(Date.parse(state.dueAt!)).toBeLessThan(Date.now());
  });
});

describe('submitQuiz refuses bad input with a reason per field', () => {
  it('names the field of an option that does not exist, a wrong shape, and a long answer', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const unknown = await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['nine'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      'submissionData.answers.selected.0': 'Choose from the options given.',
    });
    expect(unknown.body.fieldCodes).toEqual({
      'submissionData.answers.selected.0': { code: 'quiz.chooseGiven' },
    });

    const shape = await answer(agent, made.blocks.choice.id, made.cohort.path, 'right');
    expect(shape.status).toBe(400);
    expect(shape.body.fields).toEqual({ 'submissionData.answers': 'Send the answers this question takes.' });

    const two = await answer(agent, made.blocks.choice.id, made.cohort.path, {
      selected: ['right', 'wrong1'],
    });
    expect(two.body.fields).toEqual({ 'submissionData.answers.selected': 'Choose one option.' });

    const long = await answer(agent, made.blocks.text.id, made.cohort.path, { text: 'x'.repeat(200_000) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ 'submissionData.answers.text': 'Use at most 10000 characters.' });

    const badId = await submit(agent, made.blocks.text.id, {
      cohortPath: made.cohort.path,
      submissionData: { submissionId: 'x', answers: { text: 'KL' } },
    });
    expect(badId.body.fieldCodes).toEqual({ 'submissionData.submissionId': { code: 'quiz.submissionId' } });

    const scratch = await submit(agent, made.blocks.choice.id, {
      cohortPath: made.cohort.path,
      submissionData: null,
      scratchpadData: { selected: 'right' },
    });
    expect(scratch.status).toBe(400);
    expect(Object.keys(scratch.body.fields as object)).toEqual(['scratchpadData.selected']);
    // Nothing of a refused submission is stored.
    expect(
      (await pageQuizzes(agent, made.page.id, made.cohort.path)).every((quiz) => quiz.attempts.length === 0),
    ).toBe(true);
  });

  it('refuses a block that is no quiz, and "Mark as done" on a quiz', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const prose = await answer(agent, made.blocks.prose.id, made.cohort.path, { text: 'x' });
    expect(prose.status).toBe(400);
    expect(prose.body.reasonCode).toEqual({ code: 'quiz.notQuiz' });
    const done = await agent.post('/json/progress/execute/completeBlock', { blockId: made.blocks.choice.id });
    expect(done.status).toBe(400);
    expect(done.body.reasonCode).toEqual({ code: 'quiz.notMarkedDone' });
  });
});

describe('who may answer a quiz', () => {
  it('is a learner of the named class of the block’s course, and no one else', async () => {
    const made = await buildQuizCourse(testApp);
    const blockId = made.blocks.choice.id;
    const visitor = await answer(freshAgent(testApp.app), blockId, made.cohort.path, { selected: ['right'] });
    expect(visitor.status).toBe(401);

    // A learner of another course, naming their own class or this one: nothing exists for them.
    const other = await buildCourse(testApp, { displayed: true });
    const otherClass = await buildClass(testApp, other.course.id);
    const stranger = await enrolledAgent(testApp, otherClass.id);
    for (const cohortPath of [otherClass.path, made.cohort.path]) {
      const reply = await answer(stranger.agent, blockId, cohortPath, { selected: ['right'] });
      expect(reply.status).toBe(404);
      const read = await stranger.agent.get(
        `/json/quiz/lookup/pageQuizzes?pageId=${made.page.id}&cohortPath=${cohortPath}`,
      );
      expect(read.status).toBe(404);
    }

    // A learner of this course naming a class of another course, or a class they are not in.
    const learner = await enrolledAgent(testApp, made.cohort.id);
    expect((await answer(learner.agent, blockId, otherClass.path, { selected: ['right'] })).status).toBe(404);
    const secondClass = await buildClass(testApp, made.course.id);
    const notTheirs = await answer(learner.agent, blockId, secondClass.path, { selected: ['right'] });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.reasonCode).toEqual({ code: 'quiz.learnersOnly' });

    // The course's administrators and the class's facilitators read, but do not answer.
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    expect((await answer(admin, blockId, made.cohort.path, { selected: ['right'] })).status).toBe(403);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    expect((await answer(facilitator.agent, blockId, made.cohort.path, { selected: ['right'] })).status).toBe(
      403,
    );

    // A block shared with staff only does not exist for a learner, on submit or on the page.
    expect(
      (await answer(learner.agent, made.blocks.hidden.id, made.cohort.path, { selected: ['right'] })).status,
    ).toBe(404);
    const states = await pageQuizzes(learner.agent, made.page.id, made.cohort.path);
    expect(states.map((quiz) => quiz.blockId).sort()).toEqual(
      [made.blocks.choice.id, made.blocks.text.id].sort(),
    );
  });

  it('refuses a class that has ended, and a page not yet open', async () => {
    const ended = await buildQuizCourse(testApp);
    const endedClass = await buildClass(testApp, ended.course.id, {
      endDate: new Date(Date.now() - 86_400_000),
    });
    const late = await enrolledAgent(testApp, endedClass.id);
    const reply = await answer(late.agent, ended.blocks.choice.id, endedClass.path, { selected: ['right'] });
    expect(reply.status).toBe(410);
    expect(reply.body.reasonCode).toEqual({ code: 'quiz.classEnded' });

    const locked = await buildQuizCourse(testApp, { unlockAfterDays: 7 });
    const early = await enrolledAgent(testApp, locked.cohort.id);
    const refused = await answer(early.agent, locked.blocks.choice.id, locked.cohort.path, {
      selected: ['right'],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.reasonCode).toEqual({ code: 'progress.pageLocked' });
  });

  it('keeps a page restricted to a group type to the learners in such a group (spec §6)', async () => {
    const made = await buildQuizCourse(testApp, { groupType: 'Project team' });
    const outside = await enrolledAgent(testApp, made.cohort.id);
    const refused = await answer(outside.agent, made.blocks.choice.id, made.cohort.path, {
      selected: ['right'],
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'group_required', reason: 'You must be in a "Project team" group to access this page' },
    });
    const list = await outside.agent.get(
      `/json/quiz/lookup/pageQuizzes?pageId=${made.page.id}&cohortPath=${made.cohort.path}`,
    );
    expect(list.body).toMatchObject({ error: 'group_required' });

    const { db } = testApp.database;
    const [team] = await db
      .insert(socialGroups)
      .values({ cohortId: made.cohort.id, path: 'team', name: 'Team', groupType: 'Project team' })
      .returning();
    await db
      .insert(socialGroupMembers)
      .values({ groupId: team!.id, userId: outside.user.id, status: 'requested' });
    expect(
      (await answer(outside.agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] })).status,
    ).toBe(403);
    await db
      .update(socialGroupMembers)
      .set({ status: 'active' })
      .where(eq(socialGroupMembers.groupId, team!.id));
    expect(
      (await answer(outside.agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] })).status,
    ).toBe(200);
  });

  it('lets a learner read only their own attempts', async () => {
    const made = await buildQuizCourse(testApp);
    const first = await enrolledAgent(testApp, made.cohort.id);
    const second = await enrolledAgent(testApp, made.cohort.id);
    await answer(first.agent, made.blocks.text.id, made.cohort.path, { text: 'a secret answer' });
    const theirs = await pageQuizzes(second.agent, made.page.id, made.cohort.path);
    expect(theirs.every((quiz) => quiz.attempts.length === 0)).toBe(true);
  });
});

describe('quiz query counts', () => {
  it('reads a page of one quiz or of eight, and marks two options or twenty, with the same queries', async () => {
    const small = await buildQuizCourse(testApp);
    const big = await buildQuizCourse(testApp);
    await testApp.database.db.insert(blocks).values(
      Array.from({ length: 6 }, (_, index) => ({
        pageId: big.page.id,
        sectionId: big.section.id,
        position: 4 + index,
        widgetType: 'multiple_choice',
        setupData: choiceSetup({}, 20),
        isProgressContributor: true,
      })),
    );
    const learner = await enrolledAgent(testApp, small.cohort.id);
    await buildEnrolment(testApp, { userId: learner.user.id, cohortId: big.cohort.id });
    const one = await queries.count(() => pageQuizzes(learner.agent, small.page.id, small.cohort.path));
    const eight = await queries.count(() => pageQuizzes(learner.agent, big.page.id, big.cohort.path));
    expect(eight).toBe(one);

    const [wide] = await testApp.database.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.pageId, big.page.id), eq(blocks.position, 9)));
    const two = await queries.count(() =>
      answer(learner.agent, small.blocks.choice.id, small.cohort.path, { selected: ['right'] }),
    );
    const twenty = await queries.count(() =>
      answer(learner.agent, wide!.id, big.cohort.path, { selected: ['right'] }),
    );
    expect(twenty).toBe(two);
  });
});

describe('a quiz whose right answers show', () => {
  it('takes no more attempts, though some are left', async () => {
    const made = await buildQuizCourse(testApp);
    await testApp.database.db
      .update(blocks)
      .set({ setupData: choiceSetup({ maxAttempts: 5 }) })
      .where(eq(blocks.id, made.blocks.choice.id));
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const full = (await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] })).body
      .result as QuizState;
    expect(full).toMatchObject({ attemptsLeft: 4, rightAnswers: { kind: 'options' } });
    const again = await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] });
    expect(again.status).toBe(409);
    expect(again.body.reasonCode).toEqual({ code: 'quiz.answersShown' });
  });
});

describe('questions in parts', () => {
  it('marks the gaps of a fill in the blanks text over HTTP, and keeps their answers from the page', async () => {
    const made = await buildQuizCourse(testApp);
    const [blanks] = await testApp.database.db
      .insert(blocks)
      .values({
        pageId: made.page.id,
        sectionId: made.section.id,
        position: 4,
        widgetType: 'fill_in_the_blanks',
        setupData: {
          question: 'Fill in the blanks.',
          passage: [{ text: 'Jakarta is in ' }, { gapId: 'g1' }, { text: ' on ' }, { gapId: 'g2' }],
          points: 2,
          answerKey: { gaps: { g1: ['Indonesia'], g2: ['Java'] } },
        },
      })
      .returning();
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    const page = await agent.get(`/json/course/read/getPage/${made.course.path}?pagePath=quiz`);
    expect(JSON.stringify(page.body)).not.toContain('Java"');
    const reply = await answer(agent, blanks!.id, made.cohort.path, {
      gaps: { g1: 'indonesia', g2: 'Sumatra' },
    });
    expect(reply.status).toBe(200);
    expect((reply.body.result as QuizState).attempts[0]!.mark).toMatchObject({
      score: 1,
      rightParts: ['g1'],
    });
    const unknown = await answer(agent, blanks!.id, made.cohort.path, { gaps: { g7: 'x' } });
    expect(unknown.body.fields).toEqual({
      'submissionData.answers.gaps': 'Answer only the parts this question has.',
    });
  });
});

describe('classResults', () => {
  const results = (agent: TestAgent, blockId: string) =>
    agent.get(`/json/quiz/lookup/classResults?blockId=${blockId}`);

  it('gives a facilitator their class’s learners with their attempts, marks and answers, and no one else’s', async () => {
    const made = await buildQuizCourse(testApp);
    const other = await buildClass(testApp, made.course.id);
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
    await enrolledAgent(testApp, made.cohort.id, { fullName: 'Budi Santoso' });
    const elsewhere = await enrolledAgent(testApp, other.id, { fullName: 'Citra Dewi' });
    await answer(ana.agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' });
    await answer(elsewhere.agent, made.blocks.text.id, other.path, { text: 'Johor Bahru' });
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });

    const reply = await results(facilitator.agent, made.blocks.text.id);
    expect(reply.status).toBe(200);
    const { learners, maxScore } = reply.body.result as ClassResults;
    expect(maxScore).toBe(1);
    expect(learners.map((learner) => [learner.fullName, learner.attempts, learner.score])).toEqual([
      ['Ana Lestari', 1, 1],
      ['Budi Santoso', 0, null],
    ]);
    // The teacher sees the mark the widget hides from learners ('never').
    expect(learners[0]!.lastAttempt).toMatchObject({
      answers: { text: 'Kuala Lumpur' },
      mark: { correct: true },
    });

    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    expect(((await results(admin, made.blocks.text.id)).body.result as ClassResults).learners).toHaveLength(
      3,
    );
  });

  it('is not found for a learner, a stranger or a visitor', async () => {
    const made = await buildQuizCourse(testApp);
    const learner = await enrolledAgent(testApp, made.cohort.id);
    expect((await results(learner.agent, made.blocks.choice.id)).status).toBe(404);
    const stranger = await courseAgent(testApp, null);
    expect((await results(stranger, made.blocks.choice.id)).status).toBe(404);
    expect((await results(freshAgent(testApp.app), made.blocks.choice.id)).status).toBe(401);
  });

  it('reads a class of three learners or of thirty with the same queries', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    for (let i = 0; i < 3; i++) await enrolledAgent(testApp, made.cohort.id);
    const few = await queries.count(() => results(admin, made.blocks.choice.id));
    for (let i = 0; i < 27; i++) await enrolledAgent(testApp, made.cohort.id);
    const many = await queries.count(() => results(admin, made.blocks.choice.id));
    expect(many).toBe(few);
  });
});

describe('a long form response marked by a teacher', () => {
  async function buildEssay() {
    const made = await buildQuizCourse(testApp);
    const [essay] = await testApp.database.db
      .insert(blocks)
      .values({
        pageId: made.page.id,
        sectionId: made.section.id,
        position: 4,
        widgetType: 'long_form_response',
        setupData: {
          question: 'Describe a campaign you admire.',
          minWords: 5,
          points: 10,
          passPercent: 50,
          answerKey: { guidance: 'Look for a clear goal.' },
        },
        isProgressContributor: true,
      })
      .returning();
    return { ...made, essay: essay! };
  }
  const mark = (agent: TestAgent, attemptId: string, body: Record<string, unknown>) =>
    agent.post(`/json/quiz/update/markAttempt/${attemptId}`, body);
  const essayState = async (agent: TestAgent, pageId: string, cohortPath: string, blockId: string) =>
    (await pageQuizzes(agent, pageId, cohortPath)).find((quiz) => quiz.blockId === blockId)!;

  it('waits for marking, is returned for resubmission, then marked, and completes on a pass', async () => {
    const made = await buildEssay();
    const learner = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Dewi Lestari' });
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const short = await answer(learner.agent, made.essay.id, made.cohort.path, { html: '<p>Too short.</p>' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ 'submissionData.answers.html': 'Write at least 5 words.' });

    const html = '<p>The <b>rainforest</b> campaign had one goal: clean rivers.</p><script>alert(1)</script>';
    const sent = (await answer(learner.agent, made.essay.id, made.cohort.path, { html })).body
      .result as QuizState;
    expect(sent).toMatchObject({ awaitingMarking: true, attemptsLeft: 0, score: null });
    expect(sent.attempts[0]).toMatchObject({ status: 'awaiting_marking', mark: null });
    expect(JSON.stringify(sent.attempts[0]!.answers)).not.toContain('<script>');

    const results = (await facilitator.agent.get(`/json/quiz/lookup/classResults?blockId=${made.essay.id}`))
      .body.result as ClassResults;
    const row = results.learners.find((learner) => learner.fullName === 'Dewi Lestari')!;
    expect(row.lastAttempt).toMatchObject({ status: 'awaiting_marking' });
    expect(results.setupData).toMatchObject({ answerKey: { guidance: 'Look for a clear goal.' } });

    const tooMuch = await mark(facilitator.agent, row.lastAttemptId!, { score: 11 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ score: 'Give a score from 0 to 10.' });
    const returned = await mark(facilitator.agent, row.lastAttemptId!, {
      score: 0,
      feedback: 'Name the campaign and its results.',
      returnForResubmission: true,
    });
    expect(returned.status).toBe(200);
    const again = await essayState(learner.agent, made.page.id, made.cohort.path, made.essay.id);
    expect(again).toMatchObject({ attemptsLeft: 1, awaitingMarking: false });
    expect(again.attempts[0]).toMatchObject({
      status: 'returned',
      mark: { feedback: ['Name the campaign and its results.'] },
    });
    expect(await progressOf(learner.agent)).toBe(0);

    await answer(learner.agent, made.essay.id, made.cohort.path, {
      html: '<p>The rainforest campaign cut plastic in the Ciliwung river by half.</p>',
    });
    const second = (await facilitator.agent.get(`/json/quiz/lookup/classResults?blockId=${made.essay.id}`))
      .body.result as ClassResults;
    const attemptId = second.learners.find((learner) => learner.fullName === 'Dewi Lestari')!.lastAttemptId!;
    expect(
      (await mark(facilitator.agent, attemptId, { score: 8, feedback: 'Clear and specific.' })).status,
    ).toBe(200);
    const marked = await essayState(learner.agent, made.page.id, made.cohort.path, made.essay.id);
    expect(marked).toMatchObject({ score: 8, passed: true, awaitingMarking: false });
    expect(marked.attempts[1]!.mark).toMatchObject({ score: 8, feedback: ['Clear and specific.'] });

    // The learner heard of each: returned, then marked, each leading to the page.
    const told = await testApp.database.db
      .select({
        event: notifications.event,
        targetUrl: notifications.targetUrl,
        actorId: notifications.actorId,
      })
      .from(notifications)
      .where(eq(notifications.userId, learner.user.id))
      .orderBy(notifications.createdAt);
    const pageUrl = `/courses/${made.course.path}/${made.page.path}/`;
    expect(told).toEqual([
      { event: 'work_returned', targetUrl: pageUrl, actorId: facilitator.user.id },
      { event: 'work_marked', targetUrl: pageUrl, actorId: facilitator.user.id },
    ]);
  });

  it('is marked by a teacher of the attempt’s class only', async () => {
    const made = await buildEssay();
    const learner = await enrolledAgent(testApp, made.cohort.id);
    await answer(learner.agent, made.essay.id, made.cohort.path, {
      html: '<p>one two three four five six</p>',
    });
    const [attempt] = await testApp.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.blockId, made.essay.id));
    const classmate = await enrolledAgent(testApp, made.cohort.id);
    expect((await mark(learner.agent, attempt!.id, { score: 10 })).status).toBe(404);
    expect((await mark(classmate.agent, attempt!.id, { score: 10 })).status).toBe(404);
    const otherClass = await buildClass(testApp, made.course.id);
    const otherFacilitator = await enrolledAgent(testApp, otherClass.id, { staff: true });
    expect((await mark(otherFacilitator.agent, attempt!.id, { score: 10 })).status).toBe(404);
    expect((await mark(freshAgent(testApp.app), attempt!.id, { score: 10 })).status).toBe(401);
    expect((await mark(learner.agent, 'not-an-id', { score: 1 })).status).toBe(404);
  });
});
