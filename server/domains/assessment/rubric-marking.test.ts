import { describe, expect, it } from 'vitest';
import type { MarkingItem } from '../../../common/api/assessment';
import type { PageQuizzes, QuizAttempt } from '../../../common/api/quiz';
import { freshAgent, type TestAgent } from '../../test/app';
import { cohortAdminAgent, courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { attachDesign, buildEssayCourse, newDesign, submitEssay } from './assessment-test-kit';

const testApp = setUpTestApp();

const mark = (agent: TestAgent, attemptId: string, body: Record<string, unknown>) =>
  agent.post(`/json/quiz/update/markAttempt/${attemptId}`, body);
const item = (agent: TestAgent, attemptId: string) =>
  agent.get(`/json/assessment/read/markingItem/${attemptId}`);

/** An essay course whose long form response is marked by a design (the rubric unless told), an answer waiting. */
async function essayWaiting(fields?: object) {
  const made = await buildEssayCourse(testApp);
  const admin = await courseAgent(testApp, made.course.path, 'administrator');
  const design = await newDesign(admin, made.course.path, fields);
  await attachDesign(testApp, made.essay.id, design.id);
  const learner = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Dewi Lestari' });
  const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
  const attemptId = await submitEssay(testApp, learner, made.essay.id, made.cohort.path);
  return { ...made, admin, design, learner, facilitator, attemptId };
}

async function essayAttempts(agent: TestAgent, made: Awaited<ReturnType<typeof essayWaiting>>) {
  const reply = await agent.get(
    `/json/quiz/lookup/pageQuizzes?pageId=${made.page.id}&cohortPath=${made.cohort.path}`,
  );
  return (reply.body.result as PageQuizzes).quizzes.find((quiz) => quiz.blockId === made.essay.id)!;
}

describe('marking by a rubric', () => {
  it('shows the work beside the rubric, adds up the levels chosen, and shows them to the learner', async () => {
    const made = await essayWaiting();
    const opened = await item(made.facilitator.agent, made.attemptId);
    expect(opened.status).toBe(200);
    expect(opened.body.result).toMatchObject({
      learnerName: 'Dewi Lestari',
      cohortName: made.cohort.name,
      question: 'Describe a campaign you admire.',
      guidance: 'Look for a clear goal.',
      status: 'awaiting_marking',
      mark: null,
      maxScore: 6,
      design: { id: made.design.id, kind: 'rubric' },
      designMissing: false,
    });
    expect(JSON.stringify((opened.body.result as MarkingItem).answers)).toContain('rainforest');

    // The score sent is not the teacher's to set: the levels give it.
    const marked = await mark(made.facilitator.agent, made.attemptId, {
      score: 6,
      rubric: { clarity: 'fair', evidence: 'some' },
      feedback: 'Name your source in full.',
    });
    expect(marked.status).toBe(200);
    const attempt = marked.body.result as QuizAttempt;
    expect(attempt).toMatchObject({ status: 'marked', mark: { score: 4, maxScore: 6, correct: false } });

    const state = await essayAttempts(made.learner.agent, made);
    expect(state.attempts[0]!.mark).toEqual({
      score: 4,
      maxScore: 6,
      correct: false,
      feedback: ['Name your source in full.'],
      rubric: [
        {
          criterionId: 'clarity',
          criterion: 'Clarity',
          levelId: 'fair',
          level: 'Mostly clear',
          description: '',
          points: 2,
          maxPoints: 4,
        },
        {
          criterionId: 'evidence',
          criterion: 'Evidence',
          levelId: 'some',
          level: 'Cited',
          description: 'Names a source.',
          points: 2,
          maxPoints: 2,
        },
      ],
    });
    const remarked = (await item(made.facilitator.agent, made.attemptId)).body.result as MarkingItem;
    expect(remarked.mark?.rubric?.map((level) => level.levelId)).toEqual(['fair', 'some']);
  });

  it('refuses a criterion without a level, a level it does not have, and a criterion it does not have', async () => {
    const made = await essayWaiting();
    const missing = await mark(made.facilitator.agent, made.attemptId, { rubric: { clarity: 'good' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ 'rubric.evidence': 'Choose a level for “Evidence”.' });
    expect(missing.body.fieldCodes).toEqual({
      'rubric.evidence': { code: 'assessment.level', params: { criterion: 'Evidence' } },
    });
    const unknown = await mark(made.facilitator.agent, made.attemptId, {
      rubric: { clarity: 'excellent', evidence: 'some', style: 'good' },
    });
    expect(unknown.body.fields).toEqual({
      'rubric.clarity': 'Choose a level for “Clarity”.',
      'rubric.style': 'Choose levels only for the criteria of this rubric.',
    });
    expect((await mark(made.facilitator.agent, made.attemptId, { rubric: 'good' })).status).toBe(400);
    expect((await essayAttempts(made.learner.agent, made)).attempts[0]!.status).toBe('awaiting_marking');
  });

  it('returns work for resubmission with feedback, no levels needed', async () => {
    const made = await essayWaiting();
    const returned = await mark(made.facilitator.agent, made.attemptId, {
      feedback: 'Say which campaign.',
      returnForResubmission: true,
    });
    expect(returned.status).toBe(200);
    const state = await essayAttempts(made.learner.agent, made);
    expect(state.attempts[0]).toMatchObject({
      status: 'returned',
      mark: { feedback: ['Say which campaign.'] },
    });
    expect(state.attemptsLeft).toBe(1);
  });
});

describe('marking by points', () => {
  it('caps the score at a points design’s maximum, and takes no levels', async () => {
    const made = await essayWaiting({ name: 'Reflection', kind: 'points', maxPoints: 20 });
    expect(((await item(made.facilitator.agent, made.attemptId)).body.result as MarkingItem).maxScore).toBe(
      20,
    );
    const over = await mark(made.facilitator.agent, made.attemptId, { score: 21 });
    expect(over.body.fields).toEqual({ score: 'Give a score from 0 to 20.' });
    const levels = await mark(made.facilitator.agent, made.attemptId, { rubric: { clarity: 'good' } });
    expect(levels.body.fields).toEqual({ rubric: 'Choose levels only for the criteria of this rubric.' });
    const none = await mark(made.facilitator.agent, made.attemptId, { feedback: 'Good.' });
    expect(none.body.fields).toEqual({ score: 'Give a score of 0 or more.' });
    const marked = await mark(made.facilitator.agent, made.attemptId, { score: 15 });
    expect(marked.body.result).toMatchObject({ mark: { score: 15, maxScore: 20 } });
  });

  it('marks with the question’s points when its design is not one of its course’s', async () => {
    const made = await essayWaiting();
    const elsewhere = await buildCourse(testApp);
    const otherAdmin = await courseAgent(testApp, elsewhere.course.path, 'administrator');
    const foreign = await newDesign(otherAdmin, elsewhere.course.path);
    await attachDesign(testApp, made.essay.id, foreign.id);
    const opened = (await item(made.facilitator.agent, made.attemptId)).body.result as MarkingItem;
    expect(opened).toMatchObject({ design: null, designMissing: true, maxScore: 10 });
    expect((await mark(made.facilitator.agent, made.attemptId, { score: 9 })).body.result).toMatchObject({
      mark: { score: 9, maxScore: 10 },
    });
  });
});

describe('who marks by a design', () => {
  it('is a teacher of the attempt’s class: its facilitators and administrators, and the course’s', async () => {
    const made = await essayWaiting();
    const classAdmin = await cohortAdminAgent(testApp, made.cohort.path);
    for (const agent of [made.facilitator.agent, classAdmin, made.admin]) {
      expect((await item(agent, made.attemptId)).status).toBe(200);
    }
    expect(
      (await mark(classAdmin, made.attemptId, { rubric: { clarity: 'good', evidence: 'none' } })).status,
    ).toBe(200);
  });

  it('is not found for a facilitator of another class, a learner or a stranger; a visitor signs in', async () => {
    const made = await essayWaiting();
    const otherClass = await buildClass(testApp, made.course.id);
    const otherFacilitator = await enrolledAgent(testApp, otherClass.id, { staff: true });
    const classmate = await enrolledAgent(testApp, made.cohort.id);
    const stranger = await courseAgent(testApp, null);
    const rubric = { clarity: 'good', evidence: 'some' };
    for (const agent of [otherFacilitator.agent, made.learner.agent, classmate.agent, stranger]) {
      expect((await item(agent, made.attemptId)).status).toBe(404);
      expect((await mark(agent, made.attemptId, { rubric })).status).toBe(404);
    }
    const visitor = freshAgent(testApp.app);
    expect((await item(visitor, made.attemptId)).status).toBe(401);
    expect((await item(made.facilitator.agent, 'not-an-id')).status).toBe(404);
  });
});

describe('attaching a design in the editor', () => {
  it('saves a design’s id in the long form response’s setup, and refuses one that is not an id', async () => {
    const made = await buildEssayCourse(testApp);
    const editor = await courseAgent(testApp, made.course.path, 'course design admin');
    const design = await newDesign(editor, made.course.path);
    const save = (assessmentDesignId: unknown) =>
      editor.post(`/json/layout/update/updateBlock/${made.page.id}`, {
        blockId: made.essay.id,
        setupData: { question: 'Describe a campaign you admire.', points: 6, assessmentDesignId },
      });
    const bad = await save('rubric');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'setupData.assessmentDesignId': 'Choose an assessment design of this course.',
    });
    expect((await save(design.id)).status).toBe(200);
    expect((await save(null)).status).toBe(200);
  });
});
