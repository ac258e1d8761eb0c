import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClassReport, MyReport } from '../../../common/api/assessment-report';
import { blocks, cohorts, quizAttempts } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { addQuizBlock, buildQuizCourse, choiceSetup } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { addExam, addExamAttempt, answerQuiz } from './gradebook-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const classReport = (agent: TestAgent, cohortPath: string) =>
  agent.get(`/json/assessment_report_cohort_membership/read/getClassReport/${cohortPath}`);
const myReport = (agent: TestAgent, coursePath: string) =>
  agent.get(`/json/assessment_report_cohort_membership/lookup/getMyReport?coursePath=${coursePath}`);

/**
 * A quiz course with an essay and an exam, and a class of four learners: the first answers every
 * quiz and has 8 of 10 in the exam; the second gets the choice wrong, late, and has 6 of 10 at best;
 * the third gets it right at the second try and has an exam attempt under way; the fourth does
 * nothing. A learner of another class answers too, and counts in neither report.
 */
async function buildReportCourse() {
  const made = await buildQuizCourse(testApp);
  const essay = await addQuizBlock(testApp, made, {
    widgetType: 'long_form_response',
    setupData: { question: 'Describe a campaign.', points: 10, passPercent: 50 },
  });
  const exam = await addExam(testApp, made.course.id, { title: 'Midterm' });
  const learners = [];
  for (const fullName of ['Ana', 'Budi', 'Citra', 'Dewi'])
    learners.push(await enrolledAgent(testApp, made.cohort.id, { fullName }));
  const [ana, budi, citra] = learners;
  const answer = (who: typeof ana, blockId: string, answers: unknown) =>
    answerQuiz(who!.agent, blockId, made.cohort.path, answers);
  await answer(ana, made.blocks.choice.id, { selected: ['right'] });
  await answer(ana, made.blocks.text.id, { text: 'Kuala Lumpur' });
  await answer(ana, essay.id, { html: '<p>The rainforest campaign had one goal.</p>' });
  await answer(budi, made.blocks.choice.id, { selected: ['wrong1'] });
  await answer(citra, made.blocks.choice.id, { selected: ['wrong1'] });
  await answer(citra, made.blocks.choice.id, { selected: ['right'] });
  await testApp.database.db
    .update(quizAttempts)
    .set({ late: true })
    .where(and(eq(quizAttempts.userId, budi!.user.id), eq(quizAttempts.blockId, made.blocks.choice.id)));
  const inClass = (who: typeof ana, number: number, score: number | null) =>
    addExamAttempt(testApp, {
      examId: exam.id,
      userId: who!.user.id,
      cohortId: made.cohort.id,
      number,
      score,
    });
  await inClass(ana, 1, 8);
  await inClass(budi, 1, 4);
  await inClass(budi, 2, 6);
  await inClass(citra, 1, null);
  const evening = await buildClass(testApp, made.course.id);
  const elsewhere = await enrolledAgent(testApp, evening.id);
  await answerQuiz(elsewhere.agent, made.blocks.choice.id, evening.path, { selected: ['right'] });
  return { ...made, essay, exam, learners, evening, elsewhere };
}

describe('a class’s assessment report', () => {
  it('gives each item’s submissions, average, pass rate, late work and marking to do, over the class’s learners', async () => {
    const made = await buildReportCourse();
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const reply = await classReport(admin, made.cohort.path);
    expect(reply.status).toBe(200);
    const report = reply.body.result as ClassReport;
    expect(report).toMatchObject({ cohortPath: made.cohort.path, cohortName: made.cohort.name, learners: 4 });
    const facts = report.items.map(
      ({ kind, title, submitted, averagePercent, passRate, late, awaitingMarking }) => [
        kind,
        title,
        submitted,
        averagePercent,
        passRate,
        late,
        awaitingMarking,
      ],
    );
    expect(facts).toEqual([
      // Passed at full marks: the first and the third (at her second try) of three.
      ['quiz', 'Quiz', 3, 66.7, 67, 1, 0],
      // The short answer passes with any submission.
      ['quiz', 'Quiz', 1, 100, 100, 0, 0],
      ['quiz', 'Quiz', 0, null, null, 0, 0],
      ['quiz', 'Quiz', 1, null, null, 0, 1],
      // An exam has no pass mark; the attempt under way is not handed in.
      ['exam', 'Midterm', 2, 70, null, 0, 0],
    ]);

    // The class's own pass mark stands for each quiz's.
    await testApp.database.db
      .update(cohorts)
      .set({ assessmentSettings: { passPercent: 0 } })
      .where(eq(cohorts.id, made.cohort.id));
    const relaxed = (await classReport(admin, made.cohort.path)).body.result as ClassReport;
    expect(relaxed.items[0]!.passRate).toBe(100);
  });

  it('shows a class to its teachers and the course’s writers only', async () => {
    const made = await buildReportCourse();
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    expect((await classReport(facilitator.agent, made.cohort.path)).status).toBe(200);
    const designer = await courseAgent(testApp, made.course.path, 'course design admin');
    expect((await classReport(designer, made.cohort.path)).status).toBe(200);

    const otherFacilitator = await enrolledAgent(testApp, made.evening.id, { staff: true });
    for (const agent of [
      otherFacilitator.agent,
      made.learners[0]!.agent,
      made.elsewhere.agent,
      await courseAgent(testApp, null),
    ]) {
      expect((await classReport(agent, made.cohort.path)).status).toBe(404);
    }
    expect((await classReport(freshAgent(testApp.app), made.cohort.path)).status).toBe(401);
    expect((await classReport(facilitator.agent, 'no-such-class')).status).toBe(404);
  });

  it('reads 4 learners × 5 items or 14 × 11 with the same queries', async () => {
    const made = await buildReportCourse();
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const few = await queries.count(() => classReport(admin, made.cohort.path));
    await testApp.database.db.insert(blocks).values(
      Array.from({ length: 5 }, (_, index) => ({
        pageId: made.page.id,
        sectionId: made.section.id,
        position: 10 + index,
        widgetType: 'multiple_choice',
        setupData: choiceSetup(),
      })),
    );
    const exam = await addExam(testApp, made.course.id);
    for (let i = 0; i < 10; i++) {
      const { agent, user } = await enrolledAgent(testApp, made.cohort.id);
      await answerQuiz(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
      await addExamAttempt(testApp, {
        examId: exam.id,
        userId: user.id,
        cohortId: made.cohort.id,
        number: 1,
        score: i,
      });
    }
    expect(await queries.count(() => classReport(admin, made.cohort.path))).toBe(few);
    const learner = made.learners[0]!.agent;
    const mine = await queries.count(() => myReport(learner, made.course.path));
    await addExam(testApp, made.course.id);
    expect(await queries.count(() => myReport(learner, made.course.path))).toBe(mine);
  });
});

describe('a learner’s own assessment report', () => {
  it('sets their results beside the class’s averages, never where that would tell another’s score', async () => {
    const made = await buildReportCourse();
    const reply = await myReport(made.learners[0]!.agent, made.course.path);
    expect(reply.status).toBe(200);
    const report = reply.body.result as MyReport;
    expect(report.cohortPath).toBe(made.cohort.path);
    expect(
      report.items.map(({ kind, id, percent, classAverage }) => [kind, id, percent, classAverage]),
    ).toEqual([
      // Three learners have a score: the average shows.
      ['quiz', made.blocks.choice.id, 100, 66.7],
      // The short answer never shows its mark, so neither the learner's nor the class's shows.
      ['quiz', made.blocks.text.id, null, null],
      // Waiting for a teacher's mark.
      ['quiz', made.essay.id, null, null],
      // Two learners have a score: an average would tell the other's.
      ['exam', made.exam.id, 80, null],
    ]);
  });

  it('is for a learner of the course only, and refuses a course it cannot read with its reason', async () => {
    const made = await buildReportCourse();
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const elsewhere = await buildQuizCourse(testApp);
    const learnerElsewhere = await enrolledAgent(testApp, elsewhere.cohort.id);
    for (const agent of [facilitator.agent, learnerElsewhere.agent, await courseAgent(testApp, null)]) {
      expect((await myReport(agent, made.course.path)).status).toBe(404);
    }
    expect((await myReport(freshAgent(testApp.app), made.course.path)).status).toBe(401);
    const blank = await myReport(made.learners[0]!.agent, '');
    expect(blank.status).toBe(400);
    expect(blank.body.fieldCodes).toEqual({ coursePath: { code: 'progress.course' } });
  });
});
