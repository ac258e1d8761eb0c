import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExamDetail, ExamResults, ExamStanding, ExamTaking } from '../../../common/api/exam';
import { examAttempts } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildExamCourse, examSettings, setUpExam } from './exam-test-kit';
import { examTimeUpJob } from './exam-time-up-job';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const take = (agent: TestAgent, examId: string, cohortPath: string) =>
  agent.get(`/json/exam/read/takeExam/${examId}?cohortPath=${cohortPath}`);
const start = (agent: TestAgent, examId: string, cohortPath: string) =>
  agent.post(`/json/exam/update/startExam/${examId}`, { cohortPath });
const save = (agent: TestAgent, examId: string, cohortPath: string, answers: unknown) =>
  agent.post(`/json/exam/update/saveExamAnswers/${examId}`, { cohortPath, answers });
const submit = (agent: TestAgent, examId: string, cohortPath: string, answers: unknown = {}) =>
  agent.post(`/json/exam/update/submitExam/${examId}`, { cohortPath, answers });
const taking = (reply: { status: number; body: { result?: unknown } }) => {
  expect(reply.status).toBe(200);
  return reply.body.result as ExamTaking;
};

/** Push the learner's attempt under way past its end (and the grace). */
const runOutOfTime = (examId: string) =>
  testApp.database.db
    .update(examAttempts)
    .set({ startedAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 60_000) })
    .where(eq(examAttempts.examId, examId));

describe('exams: setting one up', () => {
  it('the course team builds an exam of fixed and drawn questions, with a reason for each part it cannot take', async () => {
    const { course, bank, choices, essay, admin } = await buildExamCourse(testApp);
    const other = await buildExamCourse(testApp);
    const created = await admin.post('/json/exam/create', { coursePath: course.path, title: 'Midterm' });
    expect(created.status).toBe(200);
    const exam = created.body.result as ExamDetail;
    expect(exam).toMatchObject({
      title: 'Midterm',
      timeLimitMinutes: 30,
      maxAttempts: 1,
      parts: [],
      questionCount: 0,
    });

    const refused = await admin.post(
      `/json/exam/update/updateExam/${exam.id}`,
      examSettings(
        [
          { kind: 'question', questionId: choices[0]!.id },
          { kind: 'question', questionId: choices[0]!.id },
          { kind: 'question', questionId: essay.id },
          { kind: 'question', questionId: other.choices[0]!.id },
          { kind: 'draw', bankId: other.bank.id, count: 1 },
          { kind: 'draw', bankId: bank.id, count: 3, tags: ['week1'] },
        ],
        { opensAtLocal: '2026-12-01T09:00', closesAtLocal: '2026-12-01T08:00' },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({ closesAtLocal: { code: 'exam.closesAfterOpens' } });
    const parts = await admin.post(
      `/json/exam/update/updateExam/${exam.id}`,
      examSettings([
        { kind: 'question', questionId: choices[0]!.id },
        { kind: 'question', questionId: choices[0]!.id },
        { kind: 'question', questionId: essay.id },
        { kind: 'question', questionId: other.choices[0]!.id },
        { kind: 'draw', bankId: other.bank.id, count: 1 },
        // Three questions are tagged week1 and one of them is fixed above: two are left.
        { kind: 'draw', bankId: bank.id, count: 3, tags: ['WEEK1'] },
      ]),
    );
    expect(parts.status).toBe(400);
    expect(parts.body.fieldCodes).toEqual({
      'parts.1.questionId': { code: 'exam.sameQuestion' },
      'parts.2.questionId': { code: 'exam.personMarked' },
      'parts.3.questionId': { code: 'quiz.bankQuestion' },
      'parts.4.bankId': { code: 'exam.bank' },
      'parts.5.count': { code: 'exam.notEnough', params: { count: 2 } },
    });

    const saved = await admin.post(
      `/json/exam/update/updateExam/${exam.id}`,
      examSettings([
        { kind: 'question', questionId: choices[0]!.id },
        { kind: 'draw', bankId: bank.id, count: 2, tags: ['week1'] },
      ]),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ questionCount: 3, release: 'immediately' });
    const listed = (await admin.get(`/json/exam/lookup/listExams?coursePath=${course.path}`)).body
      .result as ExamDetail[];
    expect(listed.map((item) => [item.title, item.questionCount])).toEqual([['Midterm', 3]]);
  });

  it('is the course writers’ only: learners, facilitators and strangers are told it does not exist', async () => {
    const { course, admin, cohort, learner } = await buildExamCourse(testApp);
    const examId = await setUpExam(admin, course.path, examSettings([]));
    const facilitator = await enrolledAgent(testApp, cohort.id, { staff: true });
    const stranger = await courseAgent(testApp, null);
    for (const agent of [learner.agent, facilitator.agent, stranger]) {
      expect((await agent.get(`/json/exam/read/getExam/${examId}`)).status).toBe(404);
      expect((await agent.post(`/json/exam/update/updateExam/${examId}`, examSettings([]))).status).toBe(404);
      expect((await agent.post(`/json/exam/update/releaseResults/${examId}`, {})).status).toBe(404);
      expect((await agent.post(`/json/exam/delete/removeExam/${examId}`, {})).status).toBe(404);
    }
    // As the course's other design calls: a signed-in stranger is refused.
    expect((await stranger.get(`/json/exam/lookup/listExams?coursePath=${course.path}`)).status).toBe(403);
    expect((await freshAgent(testApp.app).get(`/json/exam/read/getExam/${examId}`)).status).toBe(401);
    expect((await admin.get(`/json/exam/read/getExam/not-a-uuid`)).status).toBe(404);
  });
});

describe('exams: taking one', () => {
  it('a learner starts, sees no answer key, autosaves, resumes, submits once and sees the marks', async () => {
    const { course, bank, choices, admin, cohort, learner } = await buildExamCourse(testApp);
    const examId = await setUpExam(
      admin,
      course.path,
      examSettings([
        { kind: 'question', questionId: choices[0]!.id },
        { kind: 'draw', bankId: bank.id, count: 2, difficulty: 'hard' },
      ]),
    );
    const listed = (await learner.agent.get(`/json/exam/lookup/myExams?coursePath=${course.path}`)).body
      .result as {
      exams: ExamStanding[];
    };
    expect(listed.exams).toMatchObject([{ id: examId, questionCount: 3, startRefusal: null, attempts: [] }]);

    const before = taking(await take(learner.agent, examId, cohort.path));
    expect(before.attempt).toBeNull();
    const started = taking(await start(learner.agent, examId, cohort.path));
    const attempt = started.attempt!;
    expect(attempt.questions).toHaveLength(3);
    expect(JSON.stringify(started)).not.toContain('answerKey');
    const hard = new Set(choices.slice(3).map((choice) => choice.id));
    expect(attempt.questions.filter((question) => hard.has(question.id))).toHaveLength(2);
    expect(Date.parse(attempt.endsAt) - Date.parse(attempt.startedAt)).toBe(30 * 60_000);
    // A second start is the same attempt, with the same questions.
    const again = taking(await start(learner.agent, examId, cohort.path));
    expect(again.attempt!.questions.map((question) => question.id)).toEqual(
      attempt.questions.map((question) => question.id),
    );

    const [first, second, third] = attempt.questions.map((question) => question.id);
    const bad = await save(learner.agent, examId, cohort.path, { [first!]: { selected: ['nope'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldCodes).toEqual({ [`answers.${first}.selected.0`]: { code: 'quiz.chooseGiven' } });
    const unknown = await save(learner.agent, examId, cohort.path, { [bank.id]: { selected: [] } });
    expect(unknown.status).toBe(400);
    const huge = await save(learner.agent, examId, cohort.path, {
      [first!]: { selected: ['x'.repeat(1_000_000)] },
    });
    expect(huge.status).toBeLessThan(500);
    expect(
      (await save(learner.agent, examId, cohort.path, { [first!]: { selected: ['right'] } })).status,
    ).toBe(200);
    expect(
      (await save(learner.agent, examId, cohort.path, { [second!]: { selected: ['wrong1'] } })).status,
    ).toBe(200);
    // The tab closed and opened again: the attempt comes back with its answers.
    const resumed = taking(await take(learner.agent, examId, cohort.path));
    expect(resumed.attempt!.answers).toEqual({
      [first!]: { selected: ['right'] },
      [second!]: { selected: ['wrong1'] },
    });

    const [handedIn, twice] = await Promise.all([
      submit(learner.agent, examId, cohort.path, { [third!]: { selected: ['right'] } }),
      submit(learner.agent, examId, cohort.path, { [third!]: { selected: ['right'] } }),
    ]);
    const result = taking(handedIn);
    taking(twice);
    expect(result.attempt).toBeNull();
    expect(result.standing.attempts).toMatchObject([
      { number: 1, autoSubmitted: false, score: 4, maxScore: 6 },
    ]);
    expect(result.review!.map((question) => question.mark.score)).toEqual([2, 0, 2]);
    expect(result.review![0]!.rightAnswers).toEqual({ kind: 'options', correctOptionIds: ['right'] });
    const stored = await testApp.database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.examId, examId));
    expect(stored).toHaveLength(1);

    const used = await start(learner.agent, examId, cohort.path);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ error: 'attempts_used', reasonCode: { code: 'exam.attemptsUsed' } });
    expect(taking(await take(learner.agent, examId, cohort.path)).standing.startRefusal).toBe(
      'attempts_used',
    );
  });

  it('at time-up the server hands in what was saved, whether the learner comes back or not', async () => {
    const { course, choices, admin, cohort, learner } = await buildExamCourse(testApp);
    const examId = await setUpExam(
      admin,
      course.path,
      examSettings([
        { kind: 'question', questionId: choices[0]!.id },
        { kind: 'question', questionId: choices[1]!.id },
      ]),
    );
    const attempt = taking(await start(learner.agent, examId, cohort.path)).attempt!;
    const [first] = attempt.questions.map((question) => question.id);
    await save(learner.agent, examId, cohort.path, { [first!]: { selected: ['right'] } });
    await runOutOfTime(examId);

    const late = await save(learner.agent, examId, cohort.path, { [first!]: { selected: ['wrong1'] } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'time_up', reasonCode: { code: 'exam.timeUp' } });
    const after = taking(await take(learner.agent, examId, cohort.path));
    expect(after.attempt).toBeNull();
    expect(after.standing.attempts).toMatchObject([{ autoSubmitted: true, score: 2, maxScore: 4 }]);

    // Another learner closed the tab and never came back: the job hands theirs in.
    const away = await enrolledAgent(testApp, cohort.id);
    // Two starts at once (a double click) start one attempt.
    const [one, other] = await Promise.all([
      start(away.agent, examId, cohort.path),
      start(away.agent, examId, cohort.path),
    ]);
    expect(taking(one).attempt!.number).toBe(1);
    expect(taking(other).attempt!.number).toBe(1);
    await runOutOfTime(examId);
    await runJobInline(examTimeUpJob, {}, { db: testApp.database.db, logger: testApp.app.log as never });
    const results = (await admin.get(`/json/exam/read/examResults/${examId}`)).body.result as ExamResults;
    expect(results.learners.map((row) => [row.inProgress, row.autoSubmitted, row.score])).toEqual(
      expect.arrayContaining([
        [false, true, 2],
        [false, true, 0],
      ]),
    );
  });

  it('opens and closes on the class clock, and shows results only once released', async () => {
    const { course, choices, admin, cohort, learner } = await buildExamCourse(testApp);
    const parts = [{ kind: 'question', questionId: choices[0]!.id }];
    const future = await setUpExam(
      admin,
      course.path,
      examSettings(parts, { opensAtLocal: '2099-01-01T09:00' }),
    );
    const notOpen = await start(learner.agent, future, cohort.path);
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.error).toBe('not_open');
    // 09:00 in Jakarta (UTC+7) is 02:00 UTC.
    expect(taking(await take(learner.agent, future, cohort.path)).standing.opensAt).toBe(
      '2099-01-01T02:00:00.000Z',
    );
    const past = await setUpExam(
      admin,
      course.path,
      examSettings(parts, { closesAtLocal: '2020-01-01T09:00' }),
    );
    expect((await start(learner.agent, past, cohort.path)).body.error).toBe('closed');

    const manual = await setUpExam(admin, course.path, examSettings(parts, { release: 'manual' }));
    taking(await start(learner.agent, manual, cohort.path));
    const handedIn = taking(await submit(learner.agent, manual, cohort.path, {}));
    expect(handedIn.standing.released).toBe(false);
    expect(handedIn.standing.attempts).toMatchObject([{ score: null, maxScore: null }]);
    expect(handedIn.review).toBeNull();
    expect((await admin.post(`/json/exam/update/releaseResults/${manual}`, {})).status).toBe(200);
    const released = taking(await take(learner.agent, manual, cohort.path));
    expect(released.standing.attempts).toMatchObject([{ score: 0, maxScore: 2 }]);
    expect(released.review).toHaveLength(1);
  });

  it('is for the learners of a class of its course only; results for its teachers only', async () => {
    const { course, choices, admin, cohort, learner } = await buildExamCourse(testApp);
    const examId = await setUpExam(
      admin,
      course.path,
      examSettings([{ kind: 'question', questionId: choices[0]!.id }]),
    );
    taking(await start(learner.agent, examId, cohort.path));
    const classmate = await enrolledAgent(testApp, cohort.id);
    // A classmate reads their own standing, never the learner's attempt.
    const theirs = taking(await take(classmate.agent, examId, cohort.path));
    expect(theirs.attempt).toBeNull();
    expect(theirs.standing.inProgressEndsAt).toBeNull();

    const otherClass = await buildClass(testApp, course.id);
    const otherFacilitator = await enrolledAgent(testApp, otherClass.id, { staff: true });
    const facilitator = await enrolledAgent(testApp, cohort.id, { staff: true });
    const elsewhere = await buildExamCourse(testApp);
    const stranger = await courseAgent(testApp, null);
    expect((await take(stranger, examId, cohort.path)).status).toBe(404);
    expect((await take(elsewhere.learner.agent, examId, elsewhere.cohort.path)).status).toBe(404);
    expect((await take(facilitator.agent, examId, cohort.path)).status).toBe(403);
    // A class of the course they are not a learner of.
    expect((await start(learner.agent, examId, otherClass.path)).status).toBe(403);
    expect(
      (
        await freshAgent(testApp.app).post(`/json/exam/update/startExam/${examId}`, {
          cohortPath: cohort.path,
        })
      ).status,
    ).toBe(401);

    const mine = (await facilitator.agent.get(`/json/exam/read/examResults/${examId}`)).body
      .result as ExamResults;
    expect(mine.learners.map((row) => [row.userId, row.inProgress])).toEqual([[learner.user.id, true]]);
    const none = (await otherFacilitator.agent.get(`/json/exam/read/examResults/${examId}`)).body
      .result as ExamResults;
    expect(none.learners).toEqual([]);
    for (const agent of [learner.agent, stranger]) {
      expect((await agent.get(`/json/exam/read/examResults/${examId}`)).status).toBe(404);
    }
  });

  it('starts, saves and submits an attempt of two questions or twenty with the same queries', async () => {
    const small = await buildExamCourse(testApp, 2);
    const big = await buildExamCourse(testApp, 20);
    const measure = async (
      { course, bank, admin, cohort, learner }: Awaited<ReturnType<typeof buildExamCourse>>,
      count: number,
    ) => {
      const examId = await setUpExam(
        admin,
        course.path,
        examSettings([{ kind: 'draw', bankId: bank.id, count }]),
      );
      let ids: string[] = [];
      const started = await queries.count(async () => {
        ids = taking(await start(learner.agent, examId, cohort.path)).attempt!.questions.map((q) => q.id);
      });
      const answers = Object.fromEntries(ids.map((id) => [id, { selected: ['right'] }]));
      const saved = await queries.count(() => save(learner.agent, examId, cohort.path, answers));
      const submitted = await queries.count(() => submit(learner.agent, examId, cohort.path, answers));
      return [started, saved, submitted];
    };
    expect(await measure(big, 20)).toEqual(await measure(small, 2));
  });
});
