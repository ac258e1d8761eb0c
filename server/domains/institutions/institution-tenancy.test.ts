import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_STARTING_LEARNER_LIMIT,
  type InstitutionCourse,
  type MyInstitution,
  type TeamMember,
} from '../../../common/api/institution';
import { portalCalls } from '../../../common/api/portal';
import { portalQualificationCalls } from '../../../common/api/portal-qualifications';
import { roleGrants } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { enrolledAgent, userAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import {
  addableCall,
  addCall,
  addCourseCall,
  archiveCourseCall,
  autoCall,
  coursesCall,
  limitCall,
  membersCall,
  membershipCall,
  mineCall,
  ownedInstitution,
  PORTAL_WRITES,
  portalSettingsCall,
  portalUpdateCall,
  removeCall,
  removeCourseCall,
  removeMemberCall,
  rolesCall,
  settingsCall,
  staffAgent,
  teamCall,
  transferCall,
  updateCall,
} from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const SETTINGS = {
  name: 'Taken Over',
  country: 'au',
  region: 'au',
  status: 'active',
  colours: { primary: '#000000', accent: '#ffffff' },
};

/**
 * Every institution method on `path` as `agent`: each reply's status. `courses.own` is a course
 * the agent administers, `courses.its` one of the institution's.
 */
async function statusesOf(
  agent: TestAgent,
  path: string,
  someone: { id: string; email: string },
  courses: { own: string; its: string },
) {
  const replies = [
    await settingsCall(agent, path),
    await updateCall(agent, path, SETTINGS),
    await teamCall(agent, path),
    await addCall(agent, path, someone.email),
    await removeCall(agent, path, someone.id),
    await transferCall(agent, path, someone.id),
    await coursesCall(agent, path),
    await addableCall(agent, path),
    await addCourseCall(agent, path, courses.own),
    await archiveCourseCall(agent, path, courses.its),
    await removeCourseCall(agent, path, courses.its),
    await membershipCall(agent, path),
    await autoCall(agent, path, {
      isEnabled: true,
      rolesMapping: [{ domain: 'taken.example', role: 'learner' }],
    }),
    await limitCall(agent, path, 1000),
    await membersCall(agent, path),
    await removeMemberCall(agent, path, someone.id),
    await agent.post(`/json/institute/update/inviteMembers/${path}`, { emails: someone.email }),
    await agent.get(`/json/institute/read/getPaginatedPendingInvitations/${path}`),
    await agent.post(`/json/institute/update/revokeInvitation/${path}`, { invitationId: someone.id }),
    await portalSettingsCall(agent, path),
    await agent.get(`/json/institute/read/getStudentData/${path}`),
    await agent.post(`/json/institute/update/startStudentDataExport/${path}`, {}),
    await agent.get(`/json/institute/read/getStudentDataExport/${path}?csvID=${someone.id}`),
  ];
  for (const [method, input] of PORTAL_WRITES)
    replies.push(await portalUpdateCall(agent, path, method, input));
  return replies.map((reply) => reply.status);
}

describe('who may run an institution', () => {
  it('walks every portal write', () => {
    const writes = [...Object.values(portalCalls), ...Object.values(portalQualificationCalls)]
      .filter((call) => call.verb === 'update')
      .map((call) => call.method);
    expect(PORTAL_WRITES.map(([method]) => method).sort()).toEqual(writes.sort());
  });

  it('keeps an institution from the team of another, a learner and a stranger: 404, nothing changed', async () => {
    const a = await ownedInstitution(testApp, 'Alpha');
    const b = await ownedInstitution(testApp, 'Beta');
    const adminOfA = await userAgent(testApp);
    await addCall(a.agent, a.path, adminOfA.user.email);
    const { course } = await buildCourse(testApp);
    const learner = await enrolledAgent(testApp, (await buildClass(testApp, course.id)).id);
    const someone = await buildUser(testApp.database.db);
    const { course: ofB } = await buildCourse(testApp);
    for (const [user, scopePath] of [
      [adminOfA.user.id, course.path],
      [a.owner.id, course.path],
      [learner.user.id, course.path],
      [b.owner.id, ofB.path],
    ] as const) {
      await testApp.database.db
        .insert(roleGrants)
        .values({ userId: user, scope: 'course', scopePath, role: 'administrator' });
    }
    await addCourseCall(b.agent, b.path, ofB.path);
    const courses = { own: course.path, its: ofB.path };

    for (const agent of [adminOfA.agent, a.agent, learner.agent]) {
      expect(await statusesOf(agent, b.path, someone, courses)).toEqual(
        Array(23 + PORTAL_WRITES.length).fill(404),
      );
    }
    expect(await statusesOf(freshAgent(testApp.app), b.path, someone, courses)).toEqual(
      Array(23 + PORTAL_WRITES.length).fill(401),
    );
    const coursesOfB = (await coursesCall(b.agent, b.path)).body.result as InstitutionCourse[];
    expect(coursesOfB.map((listed) => [listed.path, listed.status])).toEqual([[ofB.path, 'active']]);
    expect((await membershipCall(b.agent, b.path)).body.result).toMatchObject({
      learnerLimit: INSTITUTION_STARTING_LEARNER_LIMIT,
      autoMembership: { isEnabled: false },
    });
    // A missing institution answers alike.
    expect((await settingsCall(adminOfA.agent, 'no-such-institution')).status).toBe(404);

    const settings = await settingsCall(b.agent, b.path);
    expect(settings.body.result).toMatchObject({ name: 'Beta', myRole: 'owner' });
    const team = (await teamCall(b.agent, b.path)).body.result as TeamMember[];
    expect(team.map((member) => member.userId)).toEqual([b.owner.id]);
    expect((await portalSettingsCall(b.agent, b.path)).body.result).toMatchObject({
      viewAccess: 'public',
      featured: false,
      portfolioAllowed: true,
      faqs: [],
    });
  });

  it('lets platform staff, who are in no team, read and change it', async () => {
    const { path, owner } = await ownedInstitution(testApp);
    const staff = await staffAgent(testApp);
    expect((await settingsCall(staff, path)).body.result).toMatchObject({ myRole: null });
    expect((await updateCall(staff, path, SETTINGS)).body.result).toMatchObject({ name: 'Taken Over' });
    const someone = await buildUser(testApp.database.db);
    const added = await addCall(staff, path, someone.email);
    expect((added.body.result as TeamMember[]).map((member) => member.userId)).toEqual([
      owner.id,
      someone.id,
    ]);
    expect((await removeCall(staff, path, someone.id)).status).toBe(200);
  });

  it('takes an administrator’s rights away with their removal', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const admin = await userAgent(testApp);
    await addCall(agent, path, admin.user.email);
    expect((await settingsCall(admin.agent, path)).status).toBe(200);
    await removeCall(agent, path, admin.user.id);
    expect((await settingsCall(admin.agent, path)).status).toBe(404);
  });
});

describe('a person’s institutions', () => {
  it('lists their roles by path and their institutions by name', async () => {
    const person = await userAgent(testApp);
    expect((await rolesCall(person.agent)).body.result).toEqual({});
    expect((await mineCall(person.agent)).body.result).toEqual([]);

    const zeta = await ownedInstitution(testApp, 'Zeta College');
    const alpha = await ownedInstitution(testApp, 'alpha Academy');
    await addCall(zeta.agent, zeta.path, person.user.email);
    await addCall(alpha.agent, alpha.path, person.user.email);
    await updateCall(alpha.agent, alpha.path, { ...SETTINGS, name: 'alpha Academy', status: 'inactive' });

    expect((await rolesCall(person.agent)).body.result).toEqual({
      [zeta.path]: 'administrator',
      [alpha.path]: 'administrator',
    });
    expect((await rolesCall(zeta.agent)).body.result).toEqual({ [zeta.path]: 'owner' });
    expect((await mineCall(person.agent)).body.result as MyInstitution[]).toEqual([
      { path: alpha.path, name: 'alpha Academy', role: 'administrator', status: 'inactive' },
      { path: zeta.path, name: 'Zeta College', role: 'administrator', status: 'active' },
    ]);
    // The signed-in user's access carries the same map.
    const me = await person.agent.get('/json/auth/lookup/currentUser');
    expect(me.body.result).toMatchObject({ institutionRoles: { [zeta.path]: 'administrator' } });
    expect((await rolesCall(freshAgent(testApp.app))).status).toBe(401);
  });
});

describe('query counts', () => {
  it('stay the same however large the team', async () => {
    const small = await ownedInstitution(testApp);
    const large = await ownedInstitution(testApp);
    const member = await userAgent(testApp);
    for (let n = 0; n < 8; n++) {
      const user = await buildUser(testApp.database.db);
      await addCall(large.agent, large.path, user.email);
    }
    await addCall(small.agent, small.path, member.user.email);
    await addCall(large.agent, large.path, member.user.email);

    const costs = async (agent: TestAgent, path: string) => {
      const newcomer = await buildUser(testApp.database.db);
      return [
        await queries.count(() => settingsCall(agent, path)),
        await queries.count(() => teamCall(agent, path)),
        await queries.count(() => updateCall(agent, path, SETTINGS)),
        await queries.count(() => addCall(agent, path, newcomer.email)),
        await queries.count(() => removeCall(agent, path, newcomer.id)),
        await queries.count(() => rolesCall(agent)),
        await queries.count(() => mineCall(agent)),
      ];
    };
    const few = await costs(small.agent, small.path);
    const many = await costs(large.agent, large.path);
    expect(many).toEqual(few);
    // Each counts the session's lookup, and a write on a PostgreSQL server its BEGIN and COMMIT too;
    // adding finds the account, locks, checks, inserts and grants the institution's courses before
    // reading the team; removing takes those grants back too.
    const budgets = [2, 3, 5, 10, 7, 2, 2];
    for (const [n, count] of few.entries()) expect(count).toBeLessThanOrEqual(budgets[n]!);
    expect(await costs(member.agent, small.path)).toEqual(few);
  });
});
