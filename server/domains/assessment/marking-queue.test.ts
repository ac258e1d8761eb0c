import { describe, expect, it } from 'vitest';
import type { MarkingQueue } from '../../../common/api/assessment';
import { quizAttempts } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { cohortAdminAgent, courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { addQuizBlock } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { attachDesign, buildEssayCourse, newDesign, submitEssay } from './assessment-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const queue = (agent: TestAgent, query = '') => agent.get(`/json/assessment/lookup/markingQueue?${query}`);
const queueOf = async (agent: TestAgent, query = '') => {
  const reply = await queue(agent, query);
  expect(reply.status).toBe(200);
  return reply.body.result as MarkingQueue;
};

/** `count` more attempts of one learner at a block, stored as submitted minutes apart, with `status`. */
async function storeAttempts(
  where: { blockId: string; userId: string; cohortId: string },
  count: number,
  status: 'awaiting_marking' | 'marked' | 'returned' = 'awaiting_marking',
  from = 100,
) {
  await testApp.database.db.insert(quizAttempts).values(
    Array.from({ length: count }, (_, index) => ({
      ...where,
      number: from + index,
      submissionId: `stored-${from + index}-${Date.now()}`,
      answers: { html: '<p>Stored.</p>' },
      mark: { score: 0, maxScore: 10, correct: false, feedback: [] },
      score: status === 'marked' ? 7 : 0,
      maxScore: 10,
      status,
      submittedAt: new Date(Date.UTC(2026, 0, 1, 9, index)),
    })),
  );
}

describe('the marking queue', () => {
  it('lists the work of the classes a facilitator teaches, across courses, and only theirs', async () => {
    const first = await buildEssayCourse(testApp);
    const second = await buildEssayCourse(testApp);
    const untaught = await buildClass(testApp, first.course.id);
    const facilitator = await enrolledAgent(testApp, first.cohort.id, {
      staff: true,
      fullName: 'Fajar Nugroho',
    });
    // The same person facilitates a class of the second course.
    await buildEnrolment(testApp, { userId: facilitator.user.id, cohortId: second.cohort.id, staff: true });
    const ana = await enrolledAgent(testApp, first.cohort.id, { fullName: 'Ana Lestari' });
    const budi = await enrolledAgent(testApp, second.cohort.id, { fullName: 'Budi Santoso' });
    const citra = await enrolledAgent(testApp, untaught.id, { fullName: 'Citra Dewi' });
    await submitEssay(testApp, ana, first.essay.id, first.cohort.path);
    await submitEssay(testApp, budi, second.essay.id, second.cohort.path);
    await submitEssay(testApp, citra, first.essay.id, untaught.path);
    // A question the server marks is not for the queue.
    await ana.agent.post(`/json/quiz/update/submitQuiz/${first.blocks.choice.id}`, {
      cohortPath: first.cohort.path,
      submissionData: { submissionId: `choice-${Date.now()}`, answers: { selected: ['right'] } },
    });

    const mine = await queueOf(facilitator.agent);
    expect(mine.items.map((item) => [item.learnerName, item.cohortName, item.courseName]).sort()).toEqual([
      ['Ana Lestari', first.cohort.name, first.course.name],
      ['Budi Santoso', second.cohort.name, second.course.name],
    ]);
    expect(mine.items.find((item) => item.learnerName === 'Ana Lestari')).toMatchObject({
      question: 'Describe a campaign you admire.',
      pageTitle: 'Quiz',
      status: 'awaiting_marking',
      late: false,
      score: null,
    });
    expect(mine.classes.map((cohort) => cohort.path).sort()).toEqual(
      [first.cohort.path, second.cohort.path].sort(),
    );

    // A course's administrator teaches all its classes; a class administrator theirs.
    const admin = await courseAgent(testApp, first.course.path, 'administrator');
    expect((await queueOf(admin)).items.map((item) => item.learnerName).sort()).toEqual([
      'Ana Lestari',
      'Citra Dewi',
    ]);
    const classAdmin = await cohortAdminAgent(testApp, second.cohort.path);
    expect((await queueOf(classAdmin)).items.map((item) => item.learnerName)).toEqual(['Budi Santoso']);
  });

  it('filters by class, status and learner name', async () => {
    const made = await buildEssayCourse(testApp);
    const other = await buildClass(testApp, made.course.id);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
    const budi = await enrolledAgent(testApp, other.id, { fullName: 'Budi Santoso' });
    await storeAttempts({ blockId: made.essay.id, userId: ana.user.id, cohortId: made.cohort.id }, 1);
    await storeAttempts(
      { blockId: made.essay.id, userId: ana.user.id, cohortId: made.cohort.id },
      1,
      'marked',
      200,
    );
    await storeAttempts({ blockId: made.essay.id, userId: budi.user.id, cohortId: other.id }, 1, 'returned');

    const names = async (query: string) =>
      (await queueOf(admin, query)).items.map((item) => `${item.learnerName} ${item.status}`);
    expect(await names('status=awaiting_marking')).toEqual(['Ana Lestari awaiting_marking']);
    expect(await names('status=marked')).toEqual(['Ana Lestari marked']);
    expect(await names('status=returned')).toEqual(['Budi Santoso returned']);
    expect(await names(`cohortPath=${other.path}`)).toEqual(['Budi Santoso returned']);
    expect(await names('learner=lESTA')).toHaveLength(2);
    expect(await names('learner=santoso&status=awaiting_marking')).toEqual([]);
    expect((await queueOf(admin, 'status=marked')).items[0]).toMatchObject({ score: 7, maxScore: 10 });
    // A class they do not teach shows nothing.
    expect(await names('cohortPath=somewhere-else')).toEqual([]);
  });

  it('filters by the design a question is marked by, and by learner', async () => {
    const made = await buildEssayCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const second = await addQuizBlock(testApp, made, {
      widgetType: 'long_form_response',
      setupData: { question: 'Plan a campaign.', points: 10, answerKey: { guidance: '' } },
    });
    const design = await newDesign(admin, made.course.path);
    await attachDesign(testApp, made.essay.id, design.id);
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
    const budi = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Budi Santoso' });
    for (const learner of [ana, budi]) {
      await storeAttempts({ blockId: made.essay.id, userId: learner.user.id, cohortId: made.cohort.id }, 1);
      await storeAttempts({ blockId: second.id, userId: learner.user.id, cohortId: made.cohort.id }, 1);
    }

    const byDesign = await queueOf(admin, `designId=${design.id}`);
    expect(byDesign.items.map((item) => [item.learnerName, item.question]).sort()).toEqual([
      ['Ana Lestari', 'Describe a campaign you admire.'],
      ['Budi Santoso', 'Describe a campaign you admire.'],
    ]);
    const anas = await queueOf(admin, `designId=${design.id}&learnerId=${ana.user.id}`);
    expect(anas.items.map((item) => [item.learnerId, item.learnerName])).toEqual([
      [ana.user.id, 'Ana Lestari'],
    ]);
    expect((await queueOf(admin, `learnerId=${budi.user.id}`)).total).toBe(2);
    const bad = await queue(admin, 'designId=nope&learnerId=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      designId: 'Choose an assessment design of this course.',
      learnerId: 'Choose a learner of the classes you teach.',
    });
  });

  it('pages through the work to mark, oldest first, with a total', async () => {
    const made = await buildEssayCourse(testApp);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
    await storeAttempts({ blockId: made.essay.id, userId: ana.user.id, cohortId: made.cohort.id }, 25);
    const first = await queueOf(facilitator.agent, 'status=awaiting_marking');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.items.map((item) => item.number)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    const second = await queueOf(facilitator.agent, 'status=awaiting_marking&page=2');
    expect(second.items.map((item) => item.number)).toEqual([120, 121, 122, 123, 124]);
    expect((await queueOf(facilitator.agent, 'page=9')).items).toEqual([]);
  });

  it('reads a page of two attempts or of twenty, of one class or of six, with the same queries', async () => {
    const made = await buildEssayCourse(testApp);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const ana = await enrolledAgent(testApp, made.cohort.id);
    await storeAttempts({ blockId: made.essay.id, userId: ana.user.id, cohortId: made.cohort.id }, 2);
    const few = await queries.count(() => queueOf(facilitator.agent));
    for (let i = 0; i < 5; i++) {
      const cohort = await buildClass(testApp, made.course.id);
      await buildEnrolment(testApp, { userId: facilitator.user.id, cohortId: cohort.id, staff: true });
    }
    await storeAttempts(
      { blockId: made.essay.id, userId: ana.user.id, cohortId: made.cohort.id },
      25,
      'marked',
      300,
    );
    const many = await queries.count(() => queueOf(facilitator.agent));
    expect(many).toBe(few);
  });

  it('refuses a bad filter with a reason per field', async () => {
    const made = await buildEssayCourse(testApp);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const bad = await queue(facilitator.agent, `status=done&page=0&learner=${'a'.repeat(101)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      status: 'Choose to mark, marked or returned.',
      page: 'Pages start at 1.',
      learner: 'Search for a learner in at most 100 characters.',
    });
  });

  it('is empty for a learner or a stranger, and asks a visitor to sign in', async () => {
    const made = await buildEssayCourse(testApp);
    const ana = await enrolledAgent(testApp, made.cohort.id);
    await submitEssay(testApp, ana, made.essay.id, made.cohort.path);
    for (const agent of [ana.agent, await courseAgent(testApp, null)]) {
      expect(await queueOf(agent)).toEqual({ items: [], classes: [], page: 1, pageSize: 20, total: 0 });
    }
    expect((await queue(freshAgent(testApp.app))).status).toBe(401);
  });
});
