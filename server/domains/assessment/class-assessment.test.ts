import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClassData } from '../../../common/api/cohort';
import type { PageQuizzes, QuizState } from '../../../common/api/quiz';
import { blocks, quizAttempts } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { cohortAdminAgent, courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildQuizCourse } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';

const testApp = setUpTestApp();

let submissions = 0;
const answer = (agent: TestAgent, blockId: string, cohortPath: string, answers: unknown) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId: `class-${++submissions}-${Date.now()}`, answers },
    scratchpadData: null,
  });
const settings = (overrides: Record<string, unknown> = {}) => ({
  gradeRelease: 'as_set',
  passPercent: null,
  latePolicy: 'accept',
  latePenaltyPercent: 10,
  ...overrides,
});
const setAssessment = (agent: TestAgent, cohortPath: string, body: Record<string, unknown>) =>
  agent.post(`/json/cohort/update/updateAssessment/${cohortPath}`, body);

/** The quiz course with its page due a day after enrolment, and a learner who enrolled three days ago (so late). */
async function lateLearner() {
  const made = await buildQuizCourse(testApp, { dueAfterDays: 1 });
  const learner = await enrolledAgent(testApp, made.cohort.id, {
    enrolledAt: new Date(Date.now() - 3 * 86_400_000),
  });
  const admin = await courseAgent(testApp, made.course.path, 'administrator');
  return { ...made, learner, admin };
}

describe('a class’s assessment settings (spec §3 Cohort assessmentSettings, assessmentPresets)', () => {
  it('a class admin saves settings and presets; a facilitator, a learner and a stranger may not', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await cohortAdminAgent(testApp, made.cohort.path);
    const preset = { _id: 'strict', name: 'Strict week', settings: settings({ latePolicy: 'refuse' }) };
    const saved = await setAssessment(admin, made.cohort.path, {
      settings: settings({ passPercent: 60 }),
      presets: [preset],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      assessmentSettings: { passPercent: 60, gradeRelease: 'as_set', releasedAt: null },
      assessmentPresets: [preset],
    });
    const read = await admin.get(`/json/cohort/read/getClass/${made.cohort.path}`);
    expect((read.body.result as ClassData).assessmentSettings.passPercent).toBe(60);

    const bad = await setAssessment(admin, made.cohort.path, {
      settings: settings({ latePenaltyPercent: 150 }),
      presets: [{ ...preset, name: '' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldCodes).toMatchObject({
      'settings.latePenaltyPercent': { code: 'class.latePenalty' },
      'presets.0.name': { code: 'class.presetName' },
    });

    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const learner = await enrolledAgent(testApp, made.cohort.id);
    const body = { settings: settings(), presets: [] };
    expect((await setAssessment(facilitator.agent, made.cohort.path, body)).status).toBe(403);
    expect((await setAssessment(learner.agent, made.cohort.path, body)).status).toBe(403);
    expect([403, 404]).toContain(
      (await setAssessment(await courseAgent(testApp, null), made.cohort.path, body)).status,
    );
    expect((await setAssessment(freshAgent(testApp.app), made.cohort.path, body)).status).toBe(401);
  });

  it('refuses late answers, or takes a share of their score off, as the class says', async () => {
    const made = await lateLearner();
    await setAssessment(made.admin, made.cohort.path, {
      settings: settings({ latePolicy: 'refuse' }),
      presets: [],
    });
    const refused = await answer(made.learner.agent, made.blocks.choice.id, made.cohort.path, {
      selected: ['right'],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'closed', reasonCode: { code: 'quiz.lateRefused' } });

    await setAssessment(made.admin, made.cohort.path, {
      settings: settings({ latePolicy: 'penalty', latePenaltyPercent: 25 }),
      presets: [],
    });
    const penalised = await answer(made.learner.agent, made.blocks.choice.id, made.cohort.path, {
      selected: ['right'],
    });
    const state = penalised.body.result as QuizState;
    expect(state.attempts[0]).toMatchObject({
      late: true,
      mark: { score: 1.5, maxScore: 2, latePenaltyPercent: 25 },
    });
    expect(state.score).toBe(1.5);

    // A teacher's mark of a late long answer loses the same share.
    const [essay] = await testApp.database.db
      .insert(blocks)
      .values({
        pageId: made.page.id,
        sectionId: made.section.id,
        position: 9,
        widgetType: 'long_form_response',
        setupData: { question: 'Describe a campaign you admire.', points: 10 },
      })
      .returning();
    const written = await answer(made.learner.agent, essay!.id, made.cohort.path, {
      html: '<p>A bakery that asked its customers to name a bread.</p>',
    });
    expect(written.status).toBe(200);
    const [attempt] = await testApp.database.db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.blockId, essay!.id));
    const marked = await made.admin.post(`/json/quiz/update/markAttempt/${attempt!.id}`, {
      score: 8,
      feedback: 'Clear.',
    });
    expect(marked.body.result).toMatchObject({ mark: { score: 6, maxScore: 10, latePenaltyPercent: 25 } });
  });

  it('holds marks until they are released, and passes by the class’s own pass mark', async () => {
    const made = await buildQuizCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const { agent } = await enrolledAgent(testApp, made.cohort.id);
    // The quiz passes at full marks; the class passes at half.
    await setAssessment(admin, made.cohort.path, {
      settings: settings({ gradeRelease: 'held', passPercent: 50 }),
      presets: [],
    });
    const held = (await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['wrong1'] })).body
      .result as QuizState;
    expect(held).toMatchObject({ revealed: false, score: null, passed: null });
    expect(held.attempts[0]!.mark).toBeNull();

    const released = await setAssessment(admin, made.cohort.path, {
      settings: settings({ gradeRelease: 'held', passPercent: 50 }),
      presets: [],
      releaseGrades: true,
    });
    expect((released.body.result as ClassData).assessmentSettings.releasedAt).not.toBeNull();
    const reply = await agent.get(
      `/json/quiz/lookup/pageQuizzes?pageId=${made.page.id}&cohortPath=${made.cohort.path}`,
    );
    const [choice] = (reply.body.result as PageQuizzes).quizzes;
    expect(choice).toMatchObject({ revealed: true, score: 0, passed: false });
    const right = (await answer(agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] })).body
      .result as QuizState;
    expect(right).toMatchObject({ revealed: true, score: 2, passed: true });
  });
});
