import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseData, CreateCourseInput, GeneralSettingsInput } from '../../../common/api/course';
import { roleGrants } from '../../db/schema';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { buildCourseWithPages, courseAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { signedInAgent } from '../../test/signed-in-agent';

let testApp: TestApp;
const queries = new QueryCounter();
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: queries.onQuery });
});
afterAll(() => testApp.close());

const input = (code: string): CreateCourseInput => ({
  name: 'Data Literacy',
  code,
  language: 'en',
  category: 'data',
  courseType: 'SHORT_COURSE',
  sectorTypes: ['PROFESSIONAL_LEARNING'],
  classifications: [],
});

const general: GeneralSettingsInput = {
  name: 'Data Literacy for Everyone',
  objective: 'Read charts with confidence.',
  outcomes: ['Read a bar chart', 'Spot a misleading axis'],
  description: 'A short course.',
  language: 'id',
  category: 'data',
  courseType: 'MICROCREDENTIAL',
  courseSectorTypes: ['HIGHER_EDUCATION'],
  classifications: ['PATHWAY'],
  learningHours: 10,
  displayed: false,
};

async function signedInUser(): Promise<{ id: string; agent: TestAgent }> {
  const user = await buildUser(testApp.database.db);
  return { id: user.id, agent: await signedInAgent(testApp.app, user.email) };
}

async function grant(userId: string, path: string, role: string) {
  await testApp.database.db.insert(roleGrants).values({ userId, scope: 'course', scopePath: path, role });
}

describe('course creation', () => {
  it('makes the creator its administrator and starts it hidden', async () => {
    const { agent } = await signedInUser();
    const created = await agent.post('/json/course/create', input('Data-101'));
    expect(created.status).toBe(200);
    expect(created.body.result).toEqual({ path: 'data-101', name: 'Data Literacy' });
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect((me.body.result as { courseRoles: object }).courseRoles).toEqual({ 'data-101': 'administrator' });
    const data = (await agent.get('/json/course/read/getCourseData/data-101')).body.result as CourseData;
    expect(data.displayed).toBe(false);
    expect(data.admins).toHaveLength(1);
    expect(data.myRole).toBe('administrator');
  });

  it('refuses a code already taken, whatever its case', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    expect((await first.agent.post('/json/course/create', input('taken-code'))).status).toBe(200);
    const reply = await second.agent.post('/json/course/create', input('TAKEN-code'));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      error: 'course_code_taken',
      reason: 'This course code is taken. Choose another.',
    });
  });

  it('refuses reserved and malformed codes with a per-field reason', async () => {
    const { agent } = await signedInUser();
    const reserved = await agent.post('/json/course/create', input('admin'));
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields).toEqual({ code: 'This course code is reserved. Choose another.' });
    const malformed = await agent.post('/json/course/create', { ...input('no spaces!'), name: 'x' });
    expect(Object.keys(malformed.body.fields as object).sort()).toEqual(['code', 'name']);
  });

  it('refuses the fourth course of a free plan', async () => {
    const { agent } = await signedInUser();
    for (const code of ['plan-a', 'plan-b', 'plan-c']) {
      expect((await agent.post('/json/course/create', input(code))).status).toBe(200);
    }
    const plan = await agent.get('/json/user/read/getSubscriptionPlanData/me');
    expect(plan.body.result).toEqual({ plan: 'free', courseLimit: 3, coursesCreated: 3 });
    const fourth = await agent.post('/json/course/create', input('plan-d'));
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({
      error: 'plan_limit_reached',
      reason: 'Your plan lets you create 3 courses, and you have created them all.',
    });
  });

  it('lets a person on the educator plan create more than the free plan allows', async () => {
    const user = await buildUser(testApp.database.db, { plan: 'educator' });
    const agent = await signedInAgent(testApp.app, user.email);
    for (const code of ['edu-a', 'edu-b', 'edu-c', 'edu-d']) {
      expect((await agent.post('/json/course/create', input(code))).status).toBe(200);
    }
    const plan = await agent.get('/json/user/read/getSubscriptionPlanData/me');
    expect(plan.body.result).toEqual({ plan: 'educator', courseLimit: 100, coursesCreated: 4 });
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await freshAgent(testApp.app).post('/json/course/create', input('anon-course'))).status).toBe(
      401,
    );
  });
});

describe('course settings', () => {
  let owner: { id: string; agent: TestAgent };
  beforeAll(async () => {
    owner = await signedInUser();
    await owner.agent.post('/json/course/create', input('settings-course'));
  });

  it('lets the administrator save the general settings and appearance', async () => {
    const saved = await owner.agent.post('/json/course/update/setGeneralSettings/settings-course', general);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ objective: general.objective, outcomes: general.outcomes });
    const themed = await owner.agent.post('/json/course/update/setAppearance/settings-course', {
      themeData: { primary: '#1D4ED8', accent: '#f59e0b' },
    });
    expect((themed.body.result as CourseData).themeData).toEqual({ primary: '#1d4ed8', accent: '#f59e0b' });
    const bad = await owner.agent.post('/json/course/update/setAppearance/settings-course', {
      themeData: { primary: 'blue', accent: '#f59e0b' },
    });
    expect(bad.body.fields).toEqual({ 'themeData.primary': 'Choose a colour such as #1d4ed8.' });
  });

  it('requires one to twenty outcomes', async () => {
    const none = await owner.agent.post('/json/course/update/setGeneralSettings/settings-course', {
      ...general,
      outcomes: [],
    });
    expect(none.body.fields).toEqual({ outcomes: 'Add 1 to 20 learning outcomes.' });
  });

  it('refuses strangers and learners', async () => {
    const learner = await signedInUser();
    const reply = await learner.agent.post('/json/course/update/setGeneralSettings/settings-course', general);
    // The course is hidden: to someone without a role in it, it does not exist.
    expect(reply).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const anonymous = await freshAgent(testApp.app).post(
      '/json/course/update/setGeneralSettings/settings-course',
      general,
    );
    expect(anonymous.status).toBe(401);
  });

  it('lets a design admin save settings but not remove roles', async () => {
    const designer = await signedInUser();
    await grant(designer.id, 'settings-course', 'course design admin');
    const saved = await designer.agent.post(
      '/json/course/update/setGeneralSettings/settings-course',
      general,
    );
    expect(saved.status).toBe(200);
    const removal = await designer.agent.post('/json/course/delete/removeCourseRole/settings-course', {
      userId: owner.id,
    });
    expect(removal.status).toBe(403);
  });

  it('lets a promo admin change only the landing page settings', async () => {
    const promoter = await signedInUser();
    await grant(promoter.id, 'settings-course', 'course promo admin');
    const landing = { description: 'Now open', displayed: false };
    const path = '/json/course/update/setLandingPageSettings/settings-course';
    expect((await promoter.agent.post(path, landing)).status).toBe(200);
    const general403 = await promoter.agent.post(
      '/json/course/update/setGeneralSettings/settings-course',
      general,
    );
    expect(general403.status).toBe(403);
  });

  it('keeps the last administrator', async () => {
    const reply = await owner.agent.post('/json/course/delete/removeCourseRole/settings-course', {
      userId: owner.id,
    });
    expect(reply.status).toBe(409);
  });

  it('hides a course that is not displayed from others, and shows it once displayed', async () => {
    const other = await signedInUser();
    expect((await other.agent.get('/json/course/read/getCourseData/settings-course')).status).toBe(404);
    expect(
      (await freshAgent(testApp.app).get('/json/course/read/getCourseData/settings-course')).status,
    ).toBe(401);
    await owner.agent.post('/json/course/update/setGeneralSettings/settings-course', {
      ...general,
      displayed: true,
    });
    const seen = await other.agent.get('/json/course/read/getCourseData/settings-course');
    expect(seen.status).toBe(200);
    // Seen now, the course is refused to them as theirs to change: 403.
    const change = await other.agent.post('/json/course/update/setGeneralSettings/settings-course', general);
    expect(change).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect((seen.body.result as CourseData).myRole).toBeNull();
    expect(
      (await freshAgent(testApp.app).get('/json/course/read/getCourseData/settings-course')).status,
    ).toBe(200);
  });

  it('counts the modules and pages of the course (the starter step "Add modules and pages")', async () => {
    const { course } = await buildCourseWithPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const data = (await admin.get(`/json/course/read/getCourseData/${course.path}`)).body
      .result as CourseData;
    expect({ moduleCount: data.moduleCount, pageCount: data.pageCount }).toEqual({
      moduleCount: 1,
      pageCount: 2,
    });
  });

  it('reads the course data in two queries and my courses in one, whatever their number', async () => {
    const readQueries = await queries.count(() =>
      owner.agent.get('/json/course/read/getCourseData/settings-course'),
    );
    const creator = await signedInUser();
    await creator.agent.post('/json/course/create', input('count-a'));
    const oneCourse = await queries.count(() => creator.agent.get('/json/course/lookup/listMyCourses'));
    await creator.agent.post('/json/course/create', input('count-b'));
    await creator.agent.post('/json/course/create', input('count-c'));
    const [list, threeCourses] = await queries.measure(() =>
      creator.agent.get('/json/course/lookup/listMyCourses'),
    );
    expect(list.body.result).toHaveLength(3);
    expect(threeCourses).toBe(oneCourse);
    expect(readQueries).toBeLessThanOrEqual(oneCourse + 1);
  });
});
