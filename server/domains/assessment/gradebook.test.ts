import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Gradebook } from '../../../common/api/gradebook';
import type { MyGrades } from '../../../common/api/quiz';
import { blocks, exams as examsTable } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { buildQuizCourse, choiceSetup } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildEssayCourse, submitEssay } from './assessment-test-kit';
import { examSettings, setUpExam } from './exam-test-kit';
import { addExam, addExamAttempt, answerQuiz } from './gradebook-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const read = (agent: TestAgent, coursePath: string, query = '') =>
  agent.get(`/json/course/read/getGradebook/${coursePath}${query}`);

describe('the gradebook', () => {
  it('gives the course administrator every class’s learners × the quiz blocks and exams, with totals and weighted totals', async () => {
    const made = await buildQuizCourse(testApp);
    const { db } = testApp.database;
    await db
      .update(blocks)
      .set({ setupData: choiceSetup({ weight: 3 }) })
      .where(eq(blocks.id, made.blocks.choice.id));
    const evening = await buildClass(testApp, made.course.id, { name: 'Evening' });
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Ana Lestari' });
    const budi = await enrolledAgent(testApp, evening.id, { fullName: 'Budi Santoso' });
    await answerQuiz(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] });
    await answerQuiz(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    await answerQuiz(budi.agent, made.blocks.text.id, evening.path, { text: 'Kuala Lumpur' });
    const exam = await addExam(testApp, made.course.id, { title: 'Midterm', weight: 2 });
    const anaIn = { examId: exam.id, userId: ana.user.id, cohortId: made.cohort.id };
    await addExamAttempt(testApp, { ...anaIn, number: 1, score: 6 });
    await addExamAttempt(testApp, { ...anaIn, number: 2, score: 8 });
    await addExamAttempt(testApp, {
      examId: exam.id,
      userId: budi.user.id,
      cohortId: evening.id,
      number: 1,
      score: null,
    });
    const admin = await courseAgent(testApp, made.course.path, 'administrator');

    const reply = await read(admin, made.course.path);
    expect(reply.status).toBe(200);
    const book = reply.body.result as Gradebook;
    // The staff-only block is assessed too: the gradebook is the staff's. Exams follow the quizzes.
    expect(
      book.items.map((item) => [item.kind === 'quiz' ? item.widgetType : item.title, item.weight]),
    ).toEqual([
      ['multiple_choice', 3],
      ['short_answer', 1],
      ['multiple_choice', 1],
      ['Midterm', 2],
    ]);
    expect(book.items[3]).toMatchObject({ kind: 'exam', id: exam.id, maxScore: 10 });
    expect(book.maxTotal).toBe(15);
    expect(book.classes.map((cohort) => cohort.name).sort()).toEqual(['Evening', made.cohort.name].sort());
    expect(book.totalLearners).toBe(2);
    const [first, second] = book.rows;
    // Ana: 2 of 2 weighing 3, and her best exam attempt, 8 of 10, weighing 2: (3 + 1.6) ÷ 5.
    expect(first).toMatchObject({ fullName: 'Ana Lestari', total: 10, percent: 67, weightedPercent: 92 });
    expect(first!.cells[0]).toEqual({ score: 2, status: 'marked', late: false });
    expect(first!.cells[1]).toEqual({ score: null, status: 'none', late: false });
    expect(first!.cells[3]).toEqual({ score: 8, status: 'marked', late: false });
    expect(second).toMatchObject({
      fullName: 'Budi Santoso',
      cohortPath: evening.path,
      total: 1,
      percent: 7,
      weightedPercent: 100,
    });
    expect(second!.cells[3]).toEqual({ score: null, status: 'in_progress', late: false });

    const filtered = (await read(admin, made.course.path, `?cohortPath=${evening.path}`)).body
      .result as Gradebook;
    expect(filtered.rows.map((row) => row.fullName)).toEqual(['Budi Santoso']);
  });

  it('counts the last marked attempt of a quiz that says so, and shows where an attempt stands', async () => {
    const made = await buildQuizCourse(testApp);
    await testApp.database.db
      .update(blocks)
      .set({ setupData: choiceSetup({ attemptScoring: 'last', reveal: 'never' }) })
      .where(eq(blocks.id, made.blocks.choice.id));
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    await answerQuiz(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    await answerQuiz(agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] });
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const [row] = ((await read(admin, made.course.path)).body.result as Gradebook).rows;
    expect(row!.cells[0]).toEqual({ score: 0, status: 'marked', late: false });
    expect(row).toMatchObject({ total: 0, weightedPercent: 0 });
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

  it('refuses a page or a class it cannot read with its reason', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const page = await read(admin, made.course.path, '?page=0');
    expect(page.status).toBe(400);
    expect(page.body.fieldCodes).toEqual({ page: { code: 'progress.firstPage' } });
    const cohort = await read(admin, made.course.path, `?cohortPath=${'x'.repeat(201)}`);
    expect(cohort.status).toBe(400);
    expect(cohort.body.fieldCodes).toEqual({ cohortPath: { code: 'enrolment.cohortPath' } });
  });

  it('reads 3 learners × 3 items or 30 × 11 with exams under way with the same queries', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    for (let i = 0; i < 3; i++) {
      const { agent } = await enrolledAgent(testApp, made.cohort.id);
      await answerQuiz(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
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
    const exams = [await addExam(testApp, made.course.id), await addExam(testApp, made.course.id)];
    for (let i = 0; i < 27; i++) {
      const { user } = await enrolledAgent(testApp, made.cohort.id);
      const attempt = { examId: exams[i % 2]!.id, userId: user.id, cohortId: made.cohort.id };
      await addExamAttempt(testApp, { ...attempt, number: 1, score: i % 10 });
      await addExamAttempt(testApp, { ...attempt, number: 2, score: null });
    }
    const many = await queries.count(() => read(admin, made.course.path));
    expect(many).toBe(few);
  });
});

describe('an exam’s weight', () => {
  it('is set with its settings, kept when left out, and refused out of range with its reason', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const id = await setUpExam(admin, made.course.path, examSettings([], { weight: 2.5 }));
    const update = (settings: Record<string, unknown>) =>
      admin.post(`/json/exam/update/updateExam/${id}`, settings);
    expect((await admin.get(`/json/exam/read/getExam/${id}`)).body.result).toMatchObject({ weight: 2.5 });
    expect((await update(examSettings([]))).body.result).toMatchObject({ weight: 2.5 });
    const refused = await update(examSettings([], { weight: -1 }));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({ weight: { code: 'quiz.weight', params: { max: 100 } } });
  });
});

describe('a learner’s own grades', () => {
  const grades = (agent: TestAgent, coursePath: string) =>
    agent.get(`/json/quiz/lookup/myGrades?coursePath=${coursePath}`);

  it('lists the quizzes they may see and the exams, with the scores their reveal settings show', async () => {
    const made = await buildQuizCourse(testApp);
    const { agent, user } = await enrolledAgent(testApp, made.cohort.id);
    await answerQuiz(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    await answerQuiz(agent, made.blocks.text.id, made.cohort.path, { text: 'Kuala Lumpur' });
    const exam = await addExam(testApp, made.course.id, { title: 'Midterm', weight: 4 });
    const held = await addExam(testApp, made.course.id, { title: 'Final' });
    await testApp.database.db.update(examsTable).set({ release: 'manual' }).where(eq(examsTable.id, held.id));
    const mine = { userId: user.id, cohortId: made.cohort.id, number: 1 };
    await addExamAttempt(testApp, { ...mine, examId: exam.id, score: 5 });
    await addExamAttempt(testApp, { ...mine, examId: held.id, score: 9 });
    await addExamAttempt(testApp, { ...mine, examId: held.id, number: 2, score: null });

    const reply = await grades(agent, made.course.path);
    expect(reply.status).toBe(200);
    const got = reply.body.result as MyGrades;
    // The staff-only quiz is not theirs to see; the short answer never reveals its mark.
    expect(got.items.map((item) => [item.question, item.score, item.attempts, item.weight])).toEqual([
      ['What is the capital of Indonesia?', 2, 1, 1],
      ['What is the capital of Malaysia?', null, 1, 1],
    ]);
    expect(got.exams).toEqual([
      {
        examId: exam.id,
        title: 'Midterm',
        attempts: 1,
        inProgress: false,
        released: true,
        score: 5,
        maxScore: 10,
        weight: 4,
      },
      {
        examId: held.id,
        title: 'Final',
        attempts: 1,
        inProgress: true,
        released: false,
        score: null,
        maxScore: null,
        weight: 1,
      },
    ]);
    // 2 of 2 weighing 1 and 5 of 10 weighing 4: (1 + 2) ÷ 5.
    expect(got).toMatchObject({ cohortPath: made.cohort.path, total: 7, maxTotal: 13, weightedPercent: 60 });
  });

  it('says which work came back to the learner to submit again', async () => {
    const made = await buildEssayCourse(testApp);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const learner = await enrolledAgent(testApp, made.cohort.id);
    const attemptId = await submitEssay(testApp, learner, made.essay.id, made.cohort.path);
    const essayOf = async () =>
      ((await grades(learner.agent, made.course.path)).body.result as MyGrades).items.find(
        (item) => item.blockId === made.essay.id,
      );
    expect(await essayOf()).toMatchObject({ awaitingMarking: true, returned: false });
    const back = await facilitator.agent.post(`/json/quiz/update/markAttempt/${attemptId}`, {
      score: 0,
      feedback: 'Name the campaign.',
      returnForResubmission: true,
    });
    expect(back.status).toBe(200);
    expect(await essayOf()).toMatchObject({ awaitingMarking: false, returned: true, score: null });
    await submitEssay(testApp, learner, made.essay.id, made.cohort.path);
    expect(await essayOf()).toMatchObject({ awaitingMarking: true, returned: false });
  });

  it('is not found for anyone who is not a learner of the course', async () => {
    const made = await buildQuizCourse(testApp);
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    expect((await grades(facilitator.agent, made.course.path)).status).toBe(404);
    expect((await grades(await courseAgent(testApp, null), made.course.path)).status).toBe(404);
    expect((await grades(freshAgent(testApp.app), made.course.path)).status).toBe(401);
  });
});
