import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_FORM_REASONS, type ClassStaffMember } from '../../../common/api/cohort';
import type { LoggedInUserData } from '../../../common/api/user';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { courseAgent, courseWithAdmin, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { buildEnrolment, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { createClass } from './class-store';
import { invitationToken } from './invitation-test-kit';

let testApp: TestApp;
const queries = new QueryCounter();
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: queries.onQuery });
});
afterAll(() => testApp.close());

/** A class of a new course, with the course administrator's agent. */
async function classWithAdmin(name = 'Staffed class') {
  const { course, admin } = await courseWithAdmin(testApp);
  const cohort = await createClass(testApp.database.db, { courseId: course.id, name }, null);
  return { course, admin, cohort };
}

const invite = (agent: TestAgent, path: string, email: string, role: string) =>
  agent.post(`/json/cohort/update/addStaff/${path}`, { email, role });

/** Invite `member` to the staff as `role` and accept as them, by the mailed link: the way onto a class's staff. */
async function add(agent: TestAgent, path: string, member: Member, role: string) {
  const invited = await invite(agent, path, member.user.email, role);
  if (invited.status !== 200) return invited;
  const token = await invitationToken(testApp, member.user.email, 'class_staff_invitation');
  const accepted = await member.agent.post('/json/cohort/execute/acceptInvitation', { token });
  expect(accepted.status).toBe(200);
  return member.agent.get(`/json/cohort/read/listStaff/${path}`);
}
type Member = Awaited<ReturnType<typeof userAgent>>;
const remove = (agent: TestAgent, path: string, userId: string, role: string) =>
  agent.post(`/json/cohort/update/removeStaff/${path}`, { userId, role });
const classRolesOf = async (agent: TestAgent) =>
  ((await agent.get('/json/user/read/getLoggedInUserData/me')).body.result as LoggedInUserData).classRoles;

describe('class staff', () => {
  it('adds a facilitator (a staff enrolment) and a cohort administrator (a class role), both in classRoles', async () => {
    const { admin, cohort } = await classWithAdmin();
    const facilitator = await userAgent(testApp);
    const manager = await userAgent(testApp);
    const added = await add(admin, cohort.path, facilitator, 'facilitator');
    expect(added.status).toBe(200);
    expect(await storedEnrolment(testApp, facilitator.user.id, cohort.id)).toMatchObject({
      staff: true,
      status: 'active',
      source: 'staff',
    });
    const both = await add(admin, cohort.path, manager, 'cohort administrator');
    expect((both.body.result as ClassStaffMember[]).map(({ userId, role }) => ({ userId, role }))).toEqual(
      expect.arrayContaining([
        { userId: facilitator.user.id, role: 'facilitator' },
        { userId: manager.user.id, role: 'cohort administrator' },
      ]),
    );
    expect(await classRolesOf(facilitator.agent)).toEqual({ [cohort.path]: 'facilitator' });
    expect(await classRolesOf(manager.agent)).toEqual({ [cohort.path]: 'cohort administrator' });
    // The cohort administrator now manages the class.
    expect((await manager.agent.get(`/json/cohort/read/listStaff/${cohort.path}`)).status).toBe(200);
  });

  it('makes an enrolled learner a facilitator and, on removal, a learner again', async () => {
    const { admin, cohort } = await classWithAdmin();
    const learner = await userAgent(testApp);
    await buildEnrolment(testApp, { userId: learner.user.id, cohortId: cohort.id });
    expect((await add(admin, cohort.path, learner, 'facilitator')).status).toBe(200);
    expect(await storedEnrolment(testApp, learner.user.id, cohort.id)).toMatchObject({
      staff: true,
      source: 'open',
    });
    expect((await remove(admin, cohort.path, learner.user.id, 'facilitator')).body.result).toEqual([]);
    expect(await storedEnrolment(testApp, learner.user.id, cohort.id)).toMatchObject({
      staff: false,
      status: 'active',
    });
    expect(await classRolesOf(learner.agent)).toEqual({});
  });

  it('removes a staff-only facilitator from the class and a cohort administrator’s role', async () => {
    const { admin, cohort } = await classWithAdmin();
    const facilitator = await userAgent(testApp);
    const manager = await userAgent(testApp);
    await add(admin, cohort.path, facilitator, 'facilitator');
    await add(admin, cohort.path, manager, 'cohort administrator');
    expect((await remove(admin, cohort.path, facilitator.user.id, 'facilitator')).status).toBe(200);
    expect(await storedEnrolment(testApp, facilitator.user.id, cohort.id)).toBeUndefined();
    const left = await remove(admin, cohort.path, manager.user.id, 'cohort administrator');
    expect(left.body.result).toEqual([]);
    expect(await classRolesOf(manager.agent)).toEqual({});
    const again = await remove(admin, cohort.path, manager.user.id, 'cohort administrator');
    expect(again.status).toBe(404);
    expect(again.body.reason).toBe(CLASS_FORM_REASONS.notStaff);
  });

  it('is managed by managers only: strangers 401 (404 when signed in), facilitators 403', async () => {
    const { admin, cohort } = await classWithAdmin();
    const facilitator = await userAgent(testApp);
    await add(admin, cohort.path, facilitator, 'facilitator');
    const target = await buildUser(testApp.database.db);
    const stranger = freshAgent(testApp.app);
    expect((await invite(stranger, cohort.path, target.email, 'facilitator')).status).toBe(401);
    expect((await stranger.get(`/json/cohort/read/listStaff/${cohort.path}`)).status).toBe(401);
    // A signed-in user who does not see the class (its course is hidden) is told it does not exist.
    expect(
      (await invite((await userAgent(testApp)).agent, cohort.path, target.email, 'facilitator')).status,
    ).toBe(404);
    expect((await invite(facilitator.agent, cohort.path, target.email, 'facilitator')).status).toBe(403);
    expect((await remove(facilitator.agent, cohort.path, facilitator.user.id, 'facilitator')).status).toBe(
      403,
    );
    expect((await facilitator.agent.get(`/json/cohort/read/listStaff/${cohort.path}`)).status).toBe(200);
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await invite(staff, cohort.path, target.email, 'cohort administrator')).status).toBe(200);
    for (const path of ['listStaffInvitations']) {
      expect((await facilitator.agent.get(`/json/cohort/read/${path}/${cohort.path}`)).status).toBe(403);
    }
  });

  it('reads classRoles in a constant number of queries, whatever the number of classes', async () => {
    const member = await userAgent(testApp);
    const { admin, cohort } = await classWithAdmin('First staffed');
    await add(admin, cohort.path, member, 'facilitator');
    const me = () => member.agent.get('/json/user/read/getLoggedInUserData/me');
    const one = await queries.count(me);
    const paths = [cohort.path];
    for (const name of ['Second staffed', 'Third staffed']) {
      const next = await classWithAdmin(name);
      await add(
        next.admin,
        next.cohort.path,
        member,
        name.startsWith('Second') ? 'facilitator' : 'cohort administrator',
      );
      paths.push(next.cohort.path);
    }
    const [reply, three] = await queries.measure(me);
    expect(three).toBe(one);
    expect((reply.body.result as LoggedInUserData).classRoles).toEqual({
      [paths[0]!]: 'facilitator',
      [paths[1]!]: 'facilitator',
      [paths[2]!]: 'cohort administrator',
    });
  });
});
