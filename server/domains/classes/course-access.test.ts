import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CoursePage } from '../../../common/api/course-page';
import type { CohortSchedule } from '../../../common/api/membership';
import { enrolments, pages } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildCourseWithPages, courseAgent, grantCohortAdministrator } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment, buildUser } from '../../test/factories';
import { daysFromNow, learnerOf } from '../../test/membership-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { CLASS_REASONS } from './class-reasons';
import { restorePlace, suspendPlace } from './place-suspension';

const testApp = setUpTestApp();

const getPage = (agent: TestAgent, coursePath: string, pagePath = 'first') =>
  agent.get(`/json/course/read/getPage/${coursePath}?pagePath=${pagePath}`);

describe('who may read a course’s pages', () => {
  it('refuses a visitor with 401 and a signed-in stranger with course_access_denied', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    expect((await getPage(new TestAgent(testApp.app), course.path)).status).toBe(401);
    const denied = await getPage(await courseAgent(testApp, null, null), course.path);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      error: 'course_access_denied',
      reason: CLASS_REASONS.courseAccessDenied,
    });
    // The landing page stays public.
    expect(
      (await new TestAgent(testApp.app).get(`/json/course/read/getLandingPage/${course.path}`)).status,
    ).toBe(200);
  });

  it('lets active learners and facilitators of a running class read, not pending learners', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    const learner = await learnerOf(testApp, course.id);
    expect((await getPage(learner.agent, course.path)).status).toBe(200);
    const facilitator = await buildUser(testApp.database.db);
    await buildEnrolment(testApp, { userId: facilitator.id, cohortId: learner.cohort.id, staff: true });
    expect((await getPage(await signedInAgent(testApp.app, facilitator.email), course.path)).status).toBe(
      200,
    );
    const waiting = await buildUser(testApp.database.db);
    await buildEnrolment(testApp, {
      userId: waiting.id,
      cohortId: (await buildClass(testApp, course.id)).id,
      status: 'pending',
    });
    const pending = await getPage(await signedInAgent(testApp.app, waiting.email), course.path);
    expect(pending.body.error).toBe('course_access_denied');
  });

  it('answers class_ended (410) to a learner whose classes have all ended', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    const former = await learnerOf(testApp, course.id, { endDate: daysFromNow(-1) });
    const reply = await getPage(former.agent, course.path);
    expect(reply.status).toBe(410);
    expect(reply.body).toMatchObject({ error: 'class_ended', reason: CLASS_REASONS.classEnded });
    // Joining a running class of the course opens it again.
    await buildEnrolment(testApp, {
      userId: former.user.id,
      cohortId: (await buildClass(testApp, course.id)).id,
    });
    expect((await getPage(former.agent, course.path)).status).toBe(200);
  });

  it('refuses a learner whose place is suspended with its own reason, until it is restored', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    const learner = await learnerOf(testApp, course.id);
    const place = { userId: learner.user.id, cohortId: learner.cohort.id };
    await testApp.database.db.transaction((tx) => suspendPlace(tx, place));
    const refused = await getPage(learner.agent, course.path);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'course_access_denied',
      reason: CLASS_REASONS.enrolmentSuspended,
      reasonCode: { code: 'refusal.enrolmentSuspended' },
    });
    // Enrolling again is no way round the unpaid instalment.
    const again = await learner.agent.post('/json/cohort/execute/enrol', { cohortPath: learner.cohort.path });
    expect(again.body.error).toBe('course_access_denied');
    const [row] = await testApp.database.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.userId, place.userId), eq(enrolments.cohortId, place.cohortId)));
    expect(row!.status).toBe('suspended');
    await testApp.database.db.transaction((tx) => restorePlace(tx, place));
    expect((await getPage(learner.agent, course.path)).status).toBe(200);
  });

  it('lets course roles, staff and cohort administrators read without enrolling', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    for (const role of ['administrator', 'course design admin', 'course promo admin'] as const) {
      expect((await getPage(await courseAgent(testApp, course.path, role), course.path)).status, role).toBe(
        200,
      );
    }
    expect(
      (await getPage(await courseAgent(testApp, null, null, { isStaff: true }), course.path)).status,
    ).toBe(200);
    const cohort = await buildClass(testApp, course.id);
    const classAdmin = await buildUser(testApp.database.db);
    await grantCohortAdministrator(testApp, classAdmin.id, cohort.path);
    expect((await getPage(await signedInAgent(testApp.app, classAdmin.email), course.path)).status).toBe(200);
  });

  it('lets anyone read when the course allows guest access, a general setting', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    const administrator = await courseAgent(testApp, course.path, 'administrator');
    const settings = {
      name: course.name,
      objective: '',
      outcomes: ['Read a chart'],
      description: '',
      language: 'en',
      category: 'data',
      courseType: 'SHORT_COURSE',
      learningHours: null,
      displayed: true,
    };
    const url = `/json/course/update/setGeneralSettings/${course.path}`;
    const saved = await administrator.post(url, { ...settings, guestAccess: true });
    expect(saved.body.result).toMatchObject({ guestAccess: true });
    // Leaving it out of a save keeps it.
    expect((await administrator.post(url, settings)).body.result).toMatchObject({ guestAccess: true });
    expect((await getPage(new TestAgent(testApp.app), course.path)).status).toBe(200);
    expect((await getPage(await courseAgent(testApp, null, null), course.path)).status).toBe(200);
  });

  it('lets the learners of a hidden course read it, still a 404 to others', async () => {
    const { course, module } = await buildCourse(testApp);
    await testApp.database.db
      .insert(pages)
      .values({ courseId: course.id, moduleId: module.id, path: 'first', title: 'First', position: 0 });
    expect((await getPage((await learnerOf(testApp, course.id)).agent, course.path)).status).toBe(200);
    expect((await getPage(await courseAgent(testApp, null, null), course.path)).status).toBe(404);
  });
});

describe('page scheduling', () => {
  const schedule = (
    courseId: string,
    path: string,
    unlockAfterDays: number | null,
    dueAfterDays: number | null,
  ) =>
    testApp.database.db
      .update(pages)
      .set({ unlockAfterDays, dueAfterDays })
      .where(and(eq(pages.courseId, courseId), eq(pages.path, path)));

  it('locks a page until its class start plus its unlock days, for learners only', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    const { db } = testApp.database;
    await db.update(pages).set({ unlockAfterDays: 7, dueAfterDays: 14 }).where(eq(pages.courseId, course.id));
    const start = new Date(Date.now() - 2 * 86_400_000);
    const learner = await learnerOf(testApp, course.id, { startDate: start });

    const locked = (await getPage(learner.agent, course.path)).body.result as CoursePage;
    expect(locked.title).toBe('First page');
    expect(locked.sections).toEqual([]);
    expect(locked.scheduledAccess).toEqual({
      unlocksAt: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
      locked: true,
    });
    expect(locked.dueDate).toBe(new Date(start.getTime() + 14 * 86_400_000).toISOString());

    await db.update(pages).set({ unlockAfterDays: 1 }).where(eq(pages.courseId, course.id));
    const open = (await getPage(learner.agent, course.path)).body.result as CoursePage;
    expect(open.scheduledAccess?.locked).toBe(false);

    await db.update(pages).set({ unlockAfterDays: 30 }).where(eq(pages.courseId, course.id));
    const editor = (
      await getPage(await courseAgent(testApp, course.path, 'course design admin'), course.path)
    ).body.result as CoursePage;
    expect(editor.scheduledAccess).toBeUndefined();
    expect(editor.dueDate).toBeUndefined();
    const facilitator = await buildUser(testApp.database.db);
    await buildEnrolment(testApp, { userId: facilitator.id, cohortId: learner.cohort.id, staff: true });
    const staffRead = (await getPage(await signedInAgent(testApp.app, facilitator.email), course.path)).body
      .result as CoursePage;
    expect(staffRead.scheduledAccess).toBeUndefined();
  });

  it('counts from the learner’s enrolment in a class without a start date', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    await schedule(course.id, 'first', 2, null);
    const learner = await learnerOf(testApp, course.id);
    const page = (await getPage(learner.agent, course.path)).body.result as CoursePage;
    expect(page.scheduledAccess).toEqual({
      unlocksAt: new Date(learner.enrolment.enrolledAt.getTime() + 2 * 86_400_000).toISOString(),
      locked: true,
    });
  });

  it('gives a class’s members and staff its schedule, keyed by its path', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    const start = new Date('2030-02-01T00:00:00Z');
    const learner = await learnerOf(testApp, course.id, { startDate: start });
    await schedule(course.id, 'second', 3, 10);
    const url = `/json/cohort/read/getCohortSchedule/${learner.cohort.path}`;
    const reply = await learner.agent.get(url);
    expect(reply.status).toBe(200);
    expect(reply.body.result as CohortSchedule).toEqual({
      cohortPath: learner.cohort.path,
      coursePath: course.path,
      pages: [
        { pagePath: 'first', title: 'First page', unlocksAt: null, dueAt: null },
        {
          pagePath: 'second',
          title: 'Second page',
          unlocksAt: '2030-02-04T00:00:00.000Z',
          dueAt: '2030-02-11T00:00:00.000Z',
        },
      ],
    });
    const administrator = await courseAgent(testApp, course.path, 'administrator');
    expect((await administrator.get(url)).status).toBe(200);
    expect((await (await courseAgent(testApp, null, null)).get(url)).status).toBe(403);
    expect((await new TestAgent(testApp.app).get(url)).status).toBe(401);
  });

  it('counts days on the class’s wall clock across a daylight-saving change', async () => {
    const course = (await buildCourseWithPages(testApp)).course;
    // Friday 3 April 2026, 09:00 in Sydney (+11); the clocks go back to +10 on Sunday 5 April.
    const learner = await learnerOf(testApp, course.id, {
      startDate: new Date('2026-04-02T22:00:00Z'),
      classAccessTz: 'Australia/Sydney',
    });
    await schedule(course.id, 'second', 1, 7);
    const reply = await learner.agent.get(`/json/cohort/read/getCohortSchedule/${learner.cohort.path}`);
    const second = (reply.body.result as CohortSchedule).pages.find((page) => page.pagePath === 'second');
    // Still 09:00 in Sydney: the day before the change at +11, a week later at +10.
    expect(second).toMatchObject({
      unlocksAt: '2026-04-03T22:00:00.000Z',
      dueAt: '2026-04-09T23:00:00.000Z',
    });
    // The page itself reads the same schedule.
    const page = (await getPage(learner.agent, course.path, 'second')).body.result as CoursePage;
    expect(page.dueDate).toBe('2026-04-09T23:00:00.000Z');
  });
});
