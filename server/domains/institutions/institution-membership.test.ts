import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_REASONS,
  INSTITUTION_STARTING_LEARNER_LIMIT,
  type InstitutionMember,
  type MemberList,
} from '../../../common/api/institution';
import { rowsOf } from '../../db/client';
import { enrolments, roleGrants, users } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { enrolledAgent, userAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import {
  addCourseCall,
  autoCall,
  closeCall,
  limitCall,
  membersCall,
  membershipCall,
  ownedInstitution,
  removeMemberCall,
  staffAgent,
} from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const enrolCall = (agent: TestAgent, cohortPath: string) =>
  agent.post('/json/cohort/execute/enrol', { cohortPath });

/** The members of the institution at `path` as `[email, role, source]`, sorted. */
async function membersOf(path: string) {
  return rowsOf<{ email: string; role: string; source: string }>(
    await testApp.database.db.execute(sql`
      SELECT u.email, m.role, m.source FROM institution_members m
      JOIN institutions i ON i.id = m.institution_id JOIN users u ON u.id = m.user_id
      WHERE i.path = ${path}`),
  )
    .map((member) => [member.email, member.role, member.source])
    .sort();
}

/** An institution with a course of an open class, its owner administering it. */
async function institutionWithClass() {
  const institution = await ownedInstitution(testApp);
  const { course } = await buildCourse(testApp, { displayed: true });
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId: institution.owner.id, scope: 'course', scopePath: course.path, role: 'administrator' });
  const cohort = await buildClass(testApp, course.id);
  return { ...institution, course, cohort };
}

const verifiedAt = (domain: string) => ({
  email: `someone-${Math.random().toString(36).slice(2)}@${domain}`,
  emailVerifiedAt: new Date(),
});

/**
 * An institution whose automatic membership takes in learners at a fresh domain and educators at
 * its `staff.` subdomain.
 */
async function mappingInstitution(name: string) {
  const institution = await ownedInstitution(testApp);
  const domain = `${name}-${Date.now()}.example`;
  await autoCall(institution.agent, institution.path, {
    isEnabled: true,
    rolesMapping: [
      { domain, role: 'learner' },
      { domain: `staff.${domain}`, role: 'educator' },
    ],
  });
  return { ...institution, domain };
}

describe('an institution’s membership', () => {
  it('starts with its learner limit, nobody counted and automatic membership off', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    expect((await membershipCall(agent, path)).body.result).toEqual({
      learnerLimit: INSTITUTION_STARTING_LEARNER_LIMIT,
      learners: 0,
      educators: 0,
      autoMembership: { isEnabled: false, rolesMapping: [] },
      canSetLearnerLimit: false,
    });
    expect((await membershipCall(await staffAgent(testApp), path)).body.result).toMatchObject({
      canSetLearnerLimit: true,
    });
  });

  it('saves automatic membership with its domains tidied, and refuses a bad mapping by its reason', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const saved = await autoCall(agent, path, {
      isEnabled: true,
      rolesMapping: [
        { domain: ' @School.Example ', role: 'learner' },
        { domain: 'staff.school.example', role: 'educator' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      autoMembership: {
        isEnabled: true,
        rolesMapping: [
          { domain: 'school.example', role: 'learner' },
          { domain: 'staff.school.example', role: 'educator' },
        ],
      },
    });
    const refused = async (rolesMapping: object[]) => {
      const reply = await autoCall(agent, path, { isEnabled: true, rolesMapping });
      expect(reply.status).toBe(400);
      return Object.values(reply.body.fields as Record<string, string>);
    };
    expect(await refused([{ domain: 'not a domain', role: 'learner' }])).toEqual([
      INSTITUTION_REASONS.domain,
    ]);
    expect(await refused([{ domain: 'a.example', role: 'owner' }])).toEqual([INSTITUTION_REASONS.memberRole]);
    expect(
      await refused([
        { domain: 'a.example', role: 'learner' },
        { domain: '@A.example', role: 'educator' },
      ]),
    ).toEqual([INSTITUTION_REASONS.domainTwice]);
    expect((await membershipCall(agent, path)).body.result).toMatchObject({
      autoMembership: { rolesMapping: [{ domain: 'school.example' }, { domain: 'staff.school.example' }] },
    });
  });

  it('takes in people whose verified address is at a mapped domain, with its role, while there is room', async () => {
    const { path, agent, domain } = await mappingInstitution('school');
    const { db } = testApp.database;
    const verified = await buildUser(db, verifiedAt(domain));
    const unverified = await buildUser(db, { email: `later@${domain}` });
    await buildUser(db, verifiedAt('elsewhere.example'));
    await buildUser(db, verifiedAt(`sub.${domain}`));
    const teacher = await buildUser(db, verifiedAt(`staff.${domain}`));
    expect(await membersOf(path)).toEqual(
      [
        [verified.email, 'learner', 'automatic'],
        [teacher.email, 'educator', 'automatic'],
      ].sort(),
    );

    // Verified later (by the link, a code, an invitation…): they join then.
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.id));
    expect((await membersOf(path)).map(([email]) => email)).toContain(unverified.email);

    // Full: no more learners, but educators still.
    const staff = await staffAgent(testApp);
    await limitCall(staff, path, 2);
    const turnedAway = await buildUser(db, verifiedAt(domain));
    const secondTeacher = await buildUser(db, verifiedAt(`staff.${domain}`));
    const emails = (await membersOf(path)).map(([email]) => email);
    expect(emails).not.toContain(turnedAway.email);
    expect(emails).toContain(secondTeacher.email);
    expect((await membershipCall(agent, path)).body.result).toMatchObject({
      learnerLimit: 2,
      learners: 2,
      educators: 2,
    });
  });

  it('takes in nobody automatically while it is off or the institution inactive', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const domain = `quiet-${Date.now()}.example`;
    await autoCall(agent, path, { isEnabled: false, rolesMapping: [{ domain, role: 'learner' }] });
    await buildUser(testApp.database.db, verifiedAt(domain));
    await autoCall(agent, path, { isEnabled: true, rolesMapping: [{ domain, role: 'learner' }] });
    await closeCall(agent, path);
    await buildUser(testApp.database.db, verifiedAt(domain));
    expect(await membersOf(path)).toEqual([]);
  });

  it('takes in learners who enrol in its courses, and refuses them once its learners fill the limit', async () => {
    const { path, agent, course, cohort } = await institutionWithClass();
    const earlier = await enrolledAgent(testApp, cohort.id);
    await addCourseCall(agent, path, course.path);
    expect(await membersOf(path)).toEqual([[earlier.user.email, 'learner', 'course']]);

    const joining = await userAgent(testApp);
    expect((await enrolCall(joining.agent, cohort.path)).status).toBe(200);
    expect(await membersOf(path)).toContainEqual([joining.user.email, 'learner', 'enrolment']);

    await limitCall(await staffAgent(testApp), path, 2);
    const late = await userAgent(testApp);
    const refused = await enrolCall(late.agent, cohort.path);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      reason: INSTITUTION_REASONS.full,
      reasonCode: { code: 'institution.full' },
    });
    const stored = await testApp.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, late.user.id));
    expect(stored).toEqual([]);
  });

  it('lets only platform staff set the learner limit, within bounds', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const stranger = await userAgent(testApp);
    const staff = await staffAgent(testApp);
    expect((await limitCall(agent, path, 500)).status).toBe(403);
    expect((await limitCall(stranger.agent, path, 500)).status).toBe(404);
    for (const bad of [-1, 1.5, 2_000_000, 'many']) {
      expect((await limitCall(staff, path, bad)).body.fields).toEqual({
        learnerLimit: INSTITUTION_REASONS.learnerLimit,
      });
    }
    expect((await limitCall(staff, path, 0)).body.result).toMatchObject({ learnerLimit: 0 });
  });
});

describe('an institution’s members', () => {
  it('are listed newest first, found by name or address and role, and removed one by one', async () => {
    const { path, agent, domain } = await mappingInstitution('list');
    const { db } = testApp.database;
    const ann = await buildUser(db, { ...verifiedAt(domain), fullName: 'Ann Able' });
    const bob = await buildUser(db, { ...verifiedAt(domain), fullName: 'Bob Baker' });
    const cy = await buildUser(db, { ...verifiedAt(`staff.${domain}`), fullName: 'Cy Teacher' });

    const all = (await membersCall(agent, path)).body.result as MemberList;
    expect(all.total).toBe(3);
    expect(all.members.map((member) => member.fullName)).toEqual(['Cy Teacher', 'Bob Baker', 'Ann Able']);
    expect(all.members[0]).toEqual({
      userId: cy.id,
      fullName: 'Cy Teacher',
      email: cy.email,
      role: 'educator',
      source: 'automatic',
      joinedAt: expect.any(String),
    } satisfies InstitutionMember);
    const page = (await membersCall(agent, path, '?offset=1&limit=1')).body.result as MemberList;
    expect([page.total, page.members.map((member) => member.fullName)]).toEqual([3, ['Bob Baker']]);
    const found = (await membersCall(agent, path, '?q=ANN')).body.result as MemberList;
    expect(found.members.map((member) => member.userId)).toEqual([ann.id]);
    const learners = (await membersCall(agent, path, '?role=learner')).body.result as MemberList;
    expect(learners.total).toBe(2);
    const wild = (await membersCall(agent, path, '?q=%25')).body.result as MemberList;
    expect(wild.total).toBe(0);

    expect((await removeMemberCall(agent, path, bob.id)).body.result).toMatchObject({
      learners: 1,
      educators: 1,
    });
    expect((await removeMemberCall(agent, path, bob.id)).body.fields).toEqual({
      userId: INSTITUTION_REASONS.notMember,
    });
  });

  it('cost the same number of queries however many members', async () => {
    const costs = async (memberCount: number) => {
      const { path, agent } = await ownedInstitution(testApp);
      const domain = `count-${memberCount}-${Date.now()}.example`;
      await autoCall(agent, path, { isEnabled: true, rolesMapping: [{ domain, role: 'learner' }] });
      for (let n = 0; n < memberCount; n++) await buildUser(testApp.database.db, verifiedAt(domain));
      return [
        await queries.count(() => membershipCall(agent, path)),
        await queries.count(() => membersCall(agent, path, '?q=someone')),
        await queries.count(() => autoCall(agent, path, { isEnabled: false, rolesMapping: [] })),
      ];
    };
    expect(await costs(5)).toEqual(await costs(1));
  });
});
