import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_FORM_REASONS, type ClassData, type ClassList } from '../../../common/api/cohort';
import { cohorts, courses, enrolments, roleGrants } from '../../db/schema';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import {
  cohortAdminAgent,
  courseAgent,
  courseWithAdmin,
  enrolledAgent,
  userAgent,
} from '../../test/course-fixtures';
import { buildCourse, buildEnrolment, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { createClass, ensureDefaultClass } from './class-store';

let testApp: TestApp;
const queries = new QueryCounter();
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: queries.onQuery });
});
afterAll(() => testApp.close());

const form = {
  name: 'Evening class',
  accessCode: '',
  coursePriceMinor: 4990,
  studentPriceMinor: 2990,
  currency: 'MYR',
  credentialTypes: ['certificate_of_completion'],
  enrolmentType: 'open',
  enrolmentCloseDate: null,
  startDate: null,
  endDate: null,
  mode: 'self_paced',
  seatLimit: null,
  classAccessTz: 'Asia/Kuala_Lumpur',
};

const getClass = (agent: TestAgent, path: string) => agent.get(`/json/cohort/read/getClass/${path}`);
const update = (agent: TestAgent, path: string, body: object) =>
  agent.post(`/json/cohort/update/updateClass/${path}`, { ...form, ...body });

describe('create cohort', () => {
  it('creates a class on a free path from its name and reads it back with local-naive dates', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const created = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path.toUpperCase(),
      accessCode: 'join2026',
      enrolmentType: 'access_code',
      mode: 'scheduled',
      startDate: '2026-05-01T01:00:00.000Z',
      endDate: '2026-06-30T15:59:00.000Z',
      enrolmentCloseDate: '2026-05-15T00:00:00+08:00',
      seatLimit: 30,
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toEqual({ path: 'evening-class', coursePath: course.path });
    const read = await getClass(admin, 'EVENING-CLASS');
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({
      path: 'evening-class',
      name: 'Evening class',
      courseName: course.name,
      isDefault: false,
      accessCode: 'JOIN2026',
      coursePriceMinor: 4990,
      studentPriceMinor: 2990,
      currency: 'MYR',
      credentialTypes: ['certificate_of_completion'],
      enrolmentType: 'access_code',
      mode: 'scheduled',
      isScheduled: true,
      isOpen: false,
      isSelfPaced: false,
      classAccessTz: 'Asia/Kuala_Lumpur',
      startDate: '2026-05-01T01:00:00.000Z',
      startDateLocal: '2026-05-01T09:00',
      endDate: '2026-06-30T15:59:00.000Z',
      endDateLocal: '2026-06-30T23:59',
      enrolmentCloseDate: '2026-05-14T16:00:00.000Z',
      enrolmentCloseDateLocal: '2026-05-15T00:00',
      seatLimit: 30,
      localPrice: { currency: 'MYR', coursePriceMinor: 4990, studentPriceMinor: 2990 },
      canManage: true,
    } satisfies Partial<ClassData>);
    const second = await admin.post('/json/cohort/create', { ...form, coursePath: course.path });
    expect(second.body.result).toEqual({ path: 'evening-class-2', coursePath: course.path });
  });

  it('refuses a path another class uses, in any course, with cohort_path_taken', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const other = await buildCourse(testApp);
    await createClass(
      testApp.database.db,
      { courseId: other.course.id, path: 'taken-class', name: 'Taken' },
      null,
    );
    const reply = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path,
      path: 'Taken-Class',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      error: 'cohort_path_taken',
      reason: 'Another class already uses this address.',
    });
    const reserved = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path,
      path: 'admin',
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields).toEqual({ path: CLASS_FORM_REASONS.reservedPath });
  });

  it('names each failed field with its reason', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const reply = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path,
      name: 'ab',
      accessCode: 'no!',
      coursePriceMinor: -1,
      studentPriceMinor: 1.5,
      credentialTypes: ['diploma'],
      seatLimit: 0,
      classAccessTz: 'Nowhere/Else',
      currency: 'EUR',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      name: CLASS_FORM_REASONS.name,
      accessCode: CLASS_FORM_REASONS.accessCode,
      coursePriceMinor: CLASS_FORM_REASONS.price,
      studentPriceMinor: CLASS_FORM_REASONS.price,
      'credentialTypes.0': CLASS_FORM_REASONS.credentialTypes,
      seatLimit: CLASS_FORM_REASONS.seatLimit,
      classAccessTz: CLASS_FORM_REASONS.timeZone,
      currency: CLASS_FORM_REASONS.currency,
    });
    const dates = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path,
      enrolmentType: 'access_code',
      startDate: '2026-05-02T00:00:00Z',
      endDate: '2026-05-01T00:00:00Z',
      enrolmentCloseDate: '2026-05-03T00:00:00Z',
    });
    expect(dates.status).toBe(400);
    expect(dates.body.fields).toEqual({
      accessCode: CLASS_FORM_REASONS.accessCodeRequired,
      endDate: CLASS_FORM_REASONS.endAfterStart,
      enrolmentCloseDate: CLASS_FORM_REASONS.closeNotAfterEnd,
    });
  });

  it('refuses dates that do not exist (31 February, 24:30) with a coded reason, never a rolled-over date', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const reply = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path,
      startDate: '2026-02-31T10:00:00Z',
      endDate: '2026-03-01T24:30:00+08:00',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      startDate: CLASS_FORM_REASONS.date,
      endDate: CLASS_FORM_REASONS.date,
    });
    expect(reply.body.fieldCodes).toMatchObject({ startDate: { code: 'class.date' } });
  });

  it('lets course administrators and staff create; others are refused', async () => {
    const { course } = await courseWithAdmin(testApp);
    const body = { ...form, coursePath: course.path };
    expect((await freshAgent(testApp.app).post('/json/cohort/create', body)).status).toBe(401);
    expect((await (await userAgent(testApp)).agent.post('/json/cohort/create', body)).status).toBe(404);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    expect((await designer.post('/json/cohort/create', body)).status).toBe(403);
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await staff.post('/json/cohort/create', body)).status).toBe(200);
  });
});

describe('the default class', () => {
  it('is created with the course, and ensureDefaultClass keeps the one there is', async () => {
    const { agent } = await userAgent(testApp);
    const created = await agent.post('/json/course/create', {
      name: 'Data Literacy',
      code: 'data-default',
      language: 'en',
      category: 'data',
      courseType: 'SHORT_COURSE',
    });
    expect(created.status).toBe(200);
    const { db } = testApp.database;
    const [course] = await db.select().from(courses).where(eq(courses.path, 'data-default'));
    expect(course!.defaultCohort).toBe('data-default');
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.courseId, course!.id));
    expect(cohort).toMatchObject({ path: 'data-default', name: 'Data Literacy', mode: 'self_paced' });
    const again = await ensureDefaultClass(db, course!, null);
    expect(again).toEqual({ id: cohort!.id, path: 'data-default' });
    const list = await agent.get(`/json/cohort/lookup/listClasses?coursePath=data-default`);
    expect((list.body.result as ClassList).classes).toMatchObject([
      { path: 'data-default', isDefault: true },
    ]);
  });

  it('cannot be deleted; another class can become the default, then the old one can go', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const first = await ensureDefaultClass(testApp.database.db, course, null);
    const second = await createClass(
      testApp.database.db,
      { courseId: course.id, name: 'Second class' },
      null,
    );
    const refused = await admin.post(`/json/cohort/delete/deleteClass/${first.path}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'conflict', reason: CLASS_FORM_REASONS.defaultClass });
    const chosen = await admin.post(`/json/cohort/update/setDefaultClass/${second.path}`);
    expect(chosen.body.result).toEqual({ defaultCohort: second.path });
    expect((await admin.post(`/json/cohort/delete/deleteClass/${first.path}`)).status).toBe(200);
    expect((await getClass(admin, first.path)).status).toBe(404);
  });
});

describe('update cohort', () => {
  it('saves the whole form and the autosaved close date, which may not pass the end date', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const { path } = await createClass(testApp.database.db, { courseId: course.id, name: 'Morning' }, null);
    const saved = await update(admin, path, {
      name: 'Morning class',
      endDate: '2026-07-01T00:00:00Z',
      classAccessTz: 'UTC',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ name: 'Morning class', endDateLocal: '2026-07-01T00:00' });
    const autosave = `/json/cohort/update/setEnrolmentCloseDate/${path}`;
    const ok = await admin.post(autosave, { enrolmentCloseDate: '2026-06-20T12:00:00Z' });
    expect(ok.body.result).toMatchObject({
      enrolmentCloseDateLocal: '2026-06-20T12:00',
      name: 'Morning class',
    });
    const late = await admin.post(autosave, { enrolmentCloseDate: '2026-07-02T00:00:00Z' });
    expect(late.status).toBe(400);
    expect(late.body.fields).toEqual({ enrolmentCloseDate: CLASS_FORM_REASONS.closeNotAfterEnd });
    expect((await admin.post(autosave, { enrolmentCloseDate: null })).body.result).toMatchObject({
      enrolmentCloseDate: null,
    });
    const bad = await update(admin, path, { name: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ name: CLASS_FORM_REASONS.name });
  });

  it('is for course administrators, cohort administrators and staff; facilitators read only', async () => {
    const { course } = await courseWithAdmin(testApp);
    const { db } = testApp.database;
    const { id: cohortId, path } = await createClass(db, { courseId: course.id, name: 'Guarded' }, null);
    const learner = await enrolledAgent(testApp, cohortId);
    const facilitator = await enrolledAgent(testApp, cohortId, { staff: true });
    const cohortAdmin = await cohortAdminAgent(testApp, path);
    const courseAdmin = await courseAgent(testApp, course.path, 'administrator');
    const staff = await courseAgent(testApp, null, null, { isStaff: true });

    const stranger = freshAgent(testApp.app);
    expect((await getClass(stranger, path)).status).toBe(401);
    expect((await update(stranger, path, {})).status).toBe(401);
    expect((await getClass(learner.agent, path)).status).toBe(403);
    expect((await update(learner.agent, path, {})).status).toBe(403);
    expect((await getClass(facilitator.agent, path)).body.result).toMatchObject({ canManage: false });
    expect((await update(facilitator.agent, path, {})).status).toBe(403);
    for (const agent of [cohortAdmin, courseAdmin, staff]) {
      expect((await update(agent, path, { name: 'Guarded class' })).status).toBe(200);
    }
    expect((await cohortAdmin.post(`/json/cohort/delete/deleteClass/${path}`)).status).toBe(403);
    expect((await learner.agent.post(`/json/cohort/update/updateClass/no-such-class`, form)).status).toBe(
      404,
    );
  });

  it('is not found by a signed-in stranger when its course is hidden, as a missing class is', async () => {
    const { db } = testApp.database;
    const { user, agent: stranger } = await userAgent(testApp);
    const hidden = await createClass(
      db,
      { courseId: (await buildCourse(testApp)).course.id, name: 'Hidden' },
      null,
    );
    const shownCourse = await buildCourse(testApp, { displayed: true });
    const shown = await createClass(db, { courseId: shownCourse.course.id, name: 'Shown' }, null);
    const calls = [
      (path: string) => getClass(stranger, path),
      (path: string) => update(stranger, path, {}),
      (path: string) => stranger.get(`/json/cohort/read/getCohortSchedule/${path}`),
      (path: string) => stranger.get(`/json/cohort/read/listStaff/${path}`),
      (path: string) => stranger.get(`/json/cohort/read/getStudents/${path}`),
      (path: string) => stranger.post(`/json/cohort/delete/deleteClass/${path}`),
    ];
    for (const call of calls) {
      expect(await call(hidden.path)).toMatchObject({ status: 404, body: { error: 'not_found' } });
      // A class of a displayed course is seen (its landing page lists it): refused, not hidden.
      expect(await call(shown.path)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    }
    // A pending request to join makes the class known to its requester: 403, as to its learners.
    await buildEnrolment(testApp, { userId: user.id, cohortId: hidden.id, status: 'pending' });
    expect((await getClass(stranger, hidden.path)).status).toBe(403);
  });
});

describe('lookup cohort listClasses', () => {
  it('counts learners, pending requests and staff per class in a constant number of queries', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const { db } = testApp.database;
    const list = () => admin.get(`/json/cohort/lookup/listClasses?coursePath=${course.path}`);
    const first = await createClass(db, { courseId: course.id, name: 'Alpha' }, null);
    await db.update(courses).set({ defaultCohort: first.path }).where(eq(courses.id, course.id));
    const few = await queries.count(list);
    const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(db)));
    for (const name of ['Beta', 'Gamma', 'Delta']) {
      const { id, path } = await createClass(db, { courseId: course.id, name }, null);
      await db.insert(enrolments).values([
        { userId: people[0]!.id, cohortId: id, source: 'open' },
        { userId: people[1]!.id, cohortId: id, source: 'open' },
        { userId: people[2]!.id, cohortId: id, source: 'approval', status: 'pending' },
        { userId: people[3]!.id, cohortId: id, source: 'staff', staff: true },
      ]);
      await db
        .insert(roleGrants)
        .values({ userId: people[3]!.id, scope: 'class', scopePath: path, role: 'cohort administrator' });
    }
    const [reply, many] = await queries.measure(list);
    expect(many).toBe(few);
    const result = reply.body.result as ClassList;
    expect(result).toMatchObject({ coursePath: course.path, defaultCohort: first.path, canManage: true });
    expect(
      result.classes.map((row) => [
        row.name,
        row.isDefault,
        row.activeLearners,
        row.pendingRequests,
        row.staffCount,
      ]),
    ).toEqual([
      ['Alpha', true, 0, 0, 0],
      ['Beta', false, 2, 1, 1],
      ['Gamma', false, 2, 1, 1],
      ['Delta', false, 2, 1, 1],
    ]);
  });

  it('is for the course roles and staff', async () => {
    const { course } = await courseWithAdmin(testApp);
    const url = `/json/cohort/lookup/listClasses?coursePath=${course.path}`;
    expect((await freshAgent(testApp.app).get(url)).status).toBe(401);
    expect((await (await userAgent(testApp)).agent.get(url)).status).toBe(404);
    const promo = await courseAgent(testApp, course.path, 'course promo admin');
    expect((await promo.get(url)).body.result).toMatchObject({ canManage: false });
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await staff.get(url)).body.result).toMatchObject({ canManage: true });
  });
});
