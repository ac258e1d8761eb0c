import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CourseMembership,
  EnrolledClassData,
  EnrolledCourse,
  FirstAvailableMembership,
} from '../../../common/api/membership';
import { courses } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { grantCohortAdministrator } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment, buildUser } from '../../test/factories';
import { buildCourseWithClass, daysFromNow } from '../../test/membership-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

async function member(fullName?: string) {
  const user = await buildUser(testApp.database.db, fullName ? { fullName } : {});
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

const read = (agent: TestAgent, name: string, query = '') =>
  agent.get(`/json/user/read/${name}/me${query ? `?${query}` : ''}`);

describe('read user getEnrolledClassData/me', () => {
  it('lists active and pending enrolments with their classes, courses, staff and the caller', async () => {
    const { course, cohort } = await buildCourseWithClass(testApp, {
      name: 'Morning class',
      mode: 'scheduled',
      classAccessTz: 'Asia/Jakarta',
      startDate: new Date('2030-01-06T02:00:00Z'),
      endDate: new Date('2030-03-06T02:00:00Z'),
    });
    const pendingClass = await buildClass(testApp, course.id, { enrolmentType: 'approval' });
    const rejectedClass = await buildClass(testApp, course.id);
    const learner = await member('Lena Learner');
    const facilitator = await member('Fay Facilitator');
    const administrator = await member('Abe Administrator');
    const outsider = await member('Olga Outsider');
    await buildEnrolment(testApp, { userId: learner.user.id, cohortId: cohort.id });
    await buildEnrolment(testApp, { userId: learner.user.id, cohortId: pendingClass.id, status: 'pending' });
    await buildEnrolment(testApp, {
      userId: learner.user.id,
      cohortId: rejectedClass.id,
      status: 'rejected',
    });
    await buildEnrolment(testApp, { userId: facilitator.user.id, cohortId: cohort.id, staff: true });
    await buildEnrolment(testApp, { userId: outsider.user.id, cohortId: cohort.id });
    await grantCohortAdministrator(testApp, administrator.user.id, cohort.path);

    const reply = await read(learner.agent, 'getEnrolledClassData');
    expect(reply.status).toBe(200);
    const data = reply.body.result as EnrolledClassData;
    expect(data.qualificationEnrolments).toEqual([]);
    expect(data.institutions).toEqual([]);
    expect(data.enrolments.map((e) => [e.cohortPath, e.status, e.userId])).toEqual([
      [cohort.path, 'active', learner.user.id],
      [pendingClass.path, 'pending', learner.user.id],
    ]);
    expect(data.courses).toEqual([{ path: course.path, name: course.name, imageUrl: null }]);
    const morning = data.classes.find((c) => c.path === cohort.path)!;
    expect(morning).toMatchObject({
      name: 'Morning class',
      coursePath: course.path,
      classAccessTz: 'Asia/Jakarta',
      startDate: { iso: '2030-01-06T02:00:00.000Z', local: '2030-01-06T09:00' },
      endDate: { iso: '2030-03-06T02:00:00.000Z', local: '2030-03-06T09:00' },
      enrolmentCloseDate: null,
      isScheduled: true,
      isOpen: false,
      isSelfPaced: false,
      // Starts in 2030: upcoming.
      hasStarted: false,
      hasEnded: false,
      facilitators: [facilitator.user.id],
      cohortAdministrators: [administrator.user.id],
    });
    expect(data.classes.find((c) => c.path === pendingClass.path)).toMatchObject({
      enrolmentType: 'approval',
      isSelfPaced: true,
      // No start date: it starts when each learner joins.
      hasStarted: true,
    });
    const names = data.users2.map((u) => u.fullName).sort();
    expect(names).toEqual(['Abe Administrator', 'Fay Facilitator', 'Lena Learner']);
    expect(JSON.stringify(data)).not.toContain('Olga');
  });

  it('answers empty lists and the caller for a user in no class', async () => {
    const loner = await member('Nora Nobody');
    const data = (await read(loner.agent, 'getEnrolledClassData')).body.result as EnrolledClassData;
    expect(data).toEqual({
      enrolments: [],
      users2: [{ userId: loner.user.id, fullName: 'Nora Nobody', profileName: null }],
      classes: [],
      courses: [],
      qualificationEnrolments: [],
      institutions: [],
    });
  });

  it('uses the same number of queries for 1 class as for 50', async () => {
    const one = await member();
    const many = await member();
    const { cohort } = await buildCourseWithClass(testApp);
    await buildEnrolment(testApp, { userId: one.user.id, cohortId: cohort.id });
    for (let i = 0; i < 50; i++) {
      const { cohort: each } = await buildCourseWithClass(testApp);
      await buildEnrolment(testApp, { userId: many.user.id, cohortId: each.id });
      const staff = await buildUser(testApp.database.db);
      await buildEnrolment(testApp, { userId: staff.id, cohortId: each.id, staff: true });
    }
    const [oneReply, oneQueries] = await queries.measure(() => read(one.agent, 'getEnrolledClassData'));
    const [manyReply, manyQueries] = await queries.measure(() => read(many.agent, 'getEnrolledClassData'));
    expect((oneReply.body.result as EnrolledClassData).classes).toHaveLength(1);
    expect((manyReply.body.result as EnrolledClassData).classes).toHaveLength(50);
    expect((manyReply.body.result as EnrolledClassData).users2).toHaveLength(51);
    expect(manyQueries).toBe(oneQueries);
    // The session, the enrolments with classes and courses, the people, the qualification
    // enrolments (added by certification through the enrolledClassDataRead hook).
    expect(oneQueries).toBe(4);
  });

  it('is the caller’s own: another id and strangers are refused', async () => {
    const { agent } = await member();
    const { user: stranger } = await member();
    expect((await agent.get(`/json/user/read/getEnrolledClassData/${stranger.id}`)).status).toBe(404);
    expect((await read(new TestAgent(testApp.app), 'getEnrolledClassData')).status).toBe(401);
  });
});

describe('read user getEnrolledCohortsData/me and getEnrolledCoursesData/me', () => {
  it('lists the caller’s classes of one course, and the courses they are enrolled in', async () => {
    const first = await buildCourseWithClass(testApp);
    const second = await buildCourseWithClass(testApp);
    const pendingOnly = await buildCourseWithClass(testApp);
    const { user, agent } = await member();
    await buildEnrolment(testApp, { userId: user.id, cohortId: first.cohort.id });
    await buildEnrolment(testApp, { userId: user.id, cohortId: second.cohort.id });
    await buildEnrolment(testApp, { userId: user.id, cohortId: pendingOnly.cohort.id, status: 'pending' });

    const cohortsReply = await read(agent, 'getEnrolledCohortsData', `coursePath=${second.course.path}`);
    const ofCourse = cohortsReply.body.result as EnrolledClassData;
    expect(ofCourse.classes.map((c) => c.path)).toEqual([second.cohort.path]);
    expect(ofCourse.courses.map((c) => c.path)).toEqual([second.course.path]);

    const coursesReply = await read(agent, 'getEnrolledCoursesData');
    expect(coursesReply.body.result as EnrolledCourse[]).toEqual([
      {
        path: first.course.path,
        name: first.course.name,
        imageUrl: null,
        cohortPaths: [first.cohort.path],
        status: 'active',
      },
      {
        path: second.course.path,
        name: second.course.name,
        imageUrl: null,
        cohortPaths: [second.cohort.path],
        status: 'active',
      },
      {
        path: pendingOnly.course.path,
        name: pendingOnly.course.name,
        imageUrl: null,
        cohortPaths: [pendingOnly.cohort.path],
        status: 'pending',
      },
    ]);
    // An institution's courses only: these belong to none.
    expect((await read(agent, 'getEnrolledCoursesData', 'institutionPath=any')).body.result).toEqual([]);
    expect((await read(agent, 'getEnrolledCohortsData')).status).toBe(400);
  });
});

describe('read user getCourseMembershipData/me', () => {
  const membership = async (agent: TestAgent, coursePath: string) =>
    (await read(agent, 'getCourseMembershipData', `coursePath=${coursePath}`)).body
      .result as CourseMembership;

  it('says what the caller is in the course and whether they may read it, and why', async () => {
    const { course, cohort } = await buildCourseWithClass(testApp);
    const ended = await buildClass(testApp, course.id, { endDate: daysFromNow(-1) });
    const approval = await buildClass(testApp, course.id, { enrolmentType: 'approval' });
    const learner = await member();
    const facilitator = await member();
    const former = await member();
    const waiting = await member();
    const stranger = await member();
    await buildEnrolment(testApp, { userId: learner.user.id, cohortId: cohort.id });
    await buildEnrolment(testApp, { userId: facilitator.user.id, cohortId: cohort.id, staff: true });
    await buildEnrolment(testApp, { userId: former.user.id, cohortId: ended.id });
    await buildEnrolment(testApp, { userId: waiting.user.id, cohortId: approval.id, status: 'pending' });

    expect(await membership(learner.agent, course.path)).toMatchObject({
      coursePath: course.path,
      courseRole: null,
      classRole: 'learner',
      enrolments: [{ cohortPath: cohort.path, status: 'active', staff: false, hasEnded: false }],
      canRead: true,
      reason: 'class_member',
    });
    expect(await membership(facilitator.agent, course.path)).toMatchObject({
      classRole: 'facilitator',
      canRead: true,
      reason: 'class_member',
    });
    expect(await membership(former.agent, course.path)).toMatchObject({
      enrolments: [{ cohortPath: ended.path, hasEnded: true }],
      canRead: false,
      reason: 'class_ended',
    });
    expect(await membership(waiting.agent, course.path)).toMatchObject({ canRead: false, reason: 'pending' });
    expect(await membership(stranger.agent, course.path)).toMatchObject({
      classRole: null,
      enrolments: [],
      canRead: false,
      reason: 'not_enrolled',
    });
    await testApp.database.db.update(courses).set({ guestAccess: true }).where(eq(courses.id, course.id));
    expect(await membership(stranger.agent, course.path)).toMatchObject({
      canRead: true,
      reason: 'guest_access',
    });
  });

  it('is a 404 for a hidden course the caller has nothing to do with', async () => {
    const { course } = await buildCourse(testApp);
    const { agent } = await member();
    const reply = await read(agent, 'getCourseMembershipData', `coursePath=${course.path}`);
    expect(reply.status).toBe(404);
  });
});

describe('read user getFirstAvailableCourseMembershipData/me', () => {
  const first = async (agent: TestAgent, coursePath: string) =>
    (await read(agent, 'getFirstAvailableCourseMembershipData', `coursePath=${coursePath}`)).body
      .result as FirstAvailableMembership;

  it('gives the earliest class the caller is active in, else how to join the default class', async () => {
    const { course, cohort: defaultClass } = await buildCourseWithClass(testApp, {
      enrolmentType: 'access_code',
    });
    await testApp.database.db
      .update(courses)
      .set({ defaultCohort: defaultClass.path })
      .where(eq(courses.id, course.id));
    const earlier = await buildClass(testApp, course.id);
    const later = await buildClass(testApp, course.id);
    const ended = await buildClass(testApp, course.id, { endDate: daysFromNow(-1) });
    const { user, agent } = await member();
    expect(await first(agent, course.path)).toEqual({
      kind: 'join',
      coursePath: course.path,
      defaultCohort: defaultClass.path,
      enrolmentType: 'access_code',
    });
    await buildEnrolment(testApp, { userId: user.id, cohortId: ended.id });
    await buildEnrolment(testApp, { userId: user.id, cohortId: later.id, status: 'pending' });
    expect((await first(agent, course.path)).kind).toBe('join');
    await buildEnrolment(testApp, { userId: user.id, cohortId: earlier.id });
    expect(await first(agent, course.path)).toMatchObject({
      kind: 'member',
      cohortPath: earlier.path,
      staff: false,
    });
  });
});
