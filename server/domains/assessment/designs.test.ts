import { describe, expect, it } from 'vitest';
import type { Design, DesignUses } from '../../../common/api/assessment';
import { freshAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { attachDesign, buildEssayCourse, newDesign, RUBRIC } from './assessment-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const list = (agent: Parameters<typeof newDesign>[0], coursePath: string) =>
  agent.get(`/json/assessment/lookup/listDesigns?coursePath=${coursePath}`);

describe('assessment designs', () => {
  it('a course administrator creates, lists, reads, updates and deletes designs', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const rubric = await newDesign(admin, course.path);
    // Each criterion's highest level, added up.
    expect(rubric).toMatchObject({ name: 'Essay rubric', kind: 'rubric', maxPoints: null, totalPoints: 6 });
    expect(rubric.criteria.map((criterion) => criterion.levels.length)).toEqual([3, 2]);
    const points = await newDesign(admin, course.path, {
      name: 'Reflection',
      kind: 'points',
      maxPoints: 20,
      criteria: RUBRIC.criteria,
    });
    // A points design keeps no criteria.
    expect(points).toMatchObject({ kind: 'points', maxPoints: 20, criteria: [], totalPoints: 20 });

    const listed = (await list(admin, course.path)).body.result as Design[];
    expect(listed.map((design) => design.name)).toEqual(['Essay rubric', 'Reflection']);
    const read = await admin.get(`/json/assessment/read/getDesign/${rubric.id}`);
    expect(read.body.result).toEqual(rubric);

    const updated = await admin.post(`/json/assessment/update/updateDesign/${points.id}`, {
      name: 'Reflection rubric',
      kind: 'rubric',
      maxPoints: 20,
      criteria: [RUBRIC.criteria[1]],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ kind: 'rubric', maxPoints: null, totalPoints: 2 });

    const removed = await admin.post(`/json/assessment/delete/removeDesign/${points.id}`, {});
    expect(removed.body.result).toEqual({ removed: true });
    expect(((await list(admin, course.path)).body.result as Design[]).map((design) => design.id)).toEqual([
      rubric.id,
    ]);
    expect((await admin.get(`/json/assessment/read/getDesign/${points.id}`)).status).toBe(404);
  });

  it('lets a course design admin and platform staff work on designs', async () => {
    const { course } = await buildCourse(testApp);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    const made = await newDesign(designer, course.path);
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await staff.get(`/json/assessment/read/getDesign/${made.id}`)).status).toBe(200);
  });

  it('refuses bad input with a reason per field, never a 500', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const create = (fields: object) =>
      admin.post('/json/assessment/create', { coursePath: course.path, ...fields });

    const blank = await create({ name: ' ', kind: 'essay' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({
      name: 'Name the assessment design in 1 to 120 characters.',
      kind: 'Choose points or a rubric.',
    });
    expect((await create({ name: 'Points', kind: 'points' })).body.fields).toEqual({
      maxPoints: 'Give a maximum of more than 0 and at most 1000 points.',
    });
    expect((await create({ name: 'Empty', kind: 'rubric' })).body.fieldCodes).toEqual({
      criteria: { code: 'assessment.criteria', params: { max: 12 } },
    });
    const [clarity, evidence] = RUBRIC.criteria;
    const badLevels = await create({
      name: 'Bad',
      kind: 'rubric',
      criteria: [
        { ...clarity, title: '', levels: [clarity.levels[0]] },
        {
          ...evidence,
          levels: [
            { ...evidence.levels[0], points: -1 },
            { ...evidence.levels[1], id: 'a b' },
          ],
        },
      ],
    });
    expect(badLevels.body.fields).toEqual({
      'criteria.0.title': 'Name each criterion in 1 to 120 characters.',
      'criteria.0.levels': 'Give each criterion from 2 to 6 levels, each once.',
      'criteria.1.levels.0.points': 'Give each level from 0 to 1000 points.',
      'criteria.1.levels.1.id': 'Send an id of 1 to 40 letters, digits, hyphens or underscores.',
    });
    const twice = await create({ name: 'Twice', kind: 'rubric', criteria: [clarity, clarity] });
    expect(twice.body.fields).toEqual({ criteria: 'Give from 1 to 12 criteria, each once.' });
    const heavy = await create({
      name: 'Heavy',
      kind: 'rubric',
      criteria: ['a', 'b'].map((id) => ({
        ...evidence,
        id,
        levels: [evidence.levels[0], { ...evidence.levels[1], points: 600 }],
      })),
    });
    expect(heavy.body.fields).toEqual({
      criteria: 'A rubric may be worth at most 1000 points in all; this one is worth 1200.',
    });
    const unknown = await admin.post('/json/assessment/update/updateDesign/not-an-id', RUBRIC);
    expect(unknown.status).toBe(404);
  });

  it('keeps a design that questions are marked with, until they are given another', async () => {
    const made = await buildEssayCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const design = await newDesign(admin, made.course.path);
    await attachDesign(testApp, made.essay.id, design.id);
    const refused = await admin.post(`/json/assessment/delete/removeDesign/${design.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.reasonCode).toEqual({ code: 'assessment.designInUse' });
    await attachDesign(testApp, made.essay.id, null);
    expect((await admin.post(`/json/assessment/delete/removeDesign/${design.id}`, {})).status).toBe(200);
  });

  it('is not found for a facilitator, a learner or a stranger; a visitor signs in', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const design = await newDesign(admin, course.path);
    const cohort = await buildClass(testApp, course.id);
    const facilitator = await enrolledAgent(testApp, cohort.id, { staff: true });
    const learner = await enrolledAgent(testApp, cohort.id);
    const stranger = await courseAgent(testApp, null);
    for (const agent of [facilitator.agent, learner.agent, stranger]) {
      expect((await agent.get(`/json/assessment/read/getDesign/${design.id}`)).status).toBe(404);
      expect((await agent.post(`/json/assessment/update/updateDesign/${design.id}`, RUBRIC)).status).toBe(
        404,
      );
      expect((await agent.post(`/json/assessment/delete/removeDesign/${design.id}`, {})).status).toBe(404);
      expect((await agent.get(`/json/assessment/read/designUses/${design.id}`)).status).toBe(404);
      // Listing and creating go by the course, refused as its other writes are (403).
      expect((await list(agent, course.path)).status).toBe(403);
      const created = await agent.post('/json/assessment/create', { coursePath: course.path, ...RUBRIC });
      expect(created.status).toBe(403);
    }
    const visitor = freshAgent(testApp.app);
    expect((await visitor.get(`/json/assessment/read/getDesign/${design.id}`)).status).toBe(401);
    expect((await list(visitor, course.path)).status).toBe(401);
  });

  it('gives the design’s page the design, its course and the questions marked by it', async () => {
    const made = await buildEssayCourse(testApp);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const design = await newDesign(admin, made.course.path);
    const unused = await newDesign(admin, made.course.path, { ...RUBRIC, name: 'Unused rubric' });
    await attachDesign(testApp, made.essay.id, design.id);
    const uses = async (id: string) => {
      const reply = await admin.get(`/json/assessment/read/designUses/${id}`);
      expect(reply.status).toBe(200);
      return reply.body.result as DesignUses;
    };
    expect(await uses(design.id)).toEqual({
      design,
      coursePath: made.course.path,
      courseName: made.course.name,
      blocks: [
        {
          blockId: made.essay.id,
          widgetType: 'long_form_response',
          question: 'Describe a campaign you admire.',
          pageTitle: 'Quiz',
          pagePath: 'quiz',
        },
      ],
    });
    expect((await uses(unused.id)).blocks).toEqual([]);
    expect((await admin.get('/json/assessment/read/designUses/not-a-design')).status).toBe(404);
  });

  it('lists two designs or twelve with the same queries', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    for (let i = 0; i < 2; i++) await newDesign(admin, course.path, { ...RUBRIC, name: `Rubric ${i}` });
    const few = await queries.count(() => list(admin, course.path));
    for (let i = 2; i < 12; i++) await newDesign(admin, course.path, { ...RUBRIC, name: `Rubric ${i}` });
    const many = await queries.count(() => list(admin, course.path));
    expect(many).toBe(few);
  });
});
