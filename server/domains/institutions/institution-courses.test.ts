import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../../common/api/catalogue';
import {
  INSTITUTION_REASONS,
  type InstitutionCourse,
  type ListedInstitution,
} from '../../../common/api/institution';
import { roleGrants } from '../../db/schema';
import { freshAgent, type TestAgent, type TestReply } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import {
  addableCall,
  addCall,
  addCourseCall,
  archiveCourseCall,
  coursesCall,
  ownedInstitution,
  removeCall,
  removeCourseCall,
  staffAgent,
} from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

/** A new course whose administrator in their own right is `userId`. */
async function administeredCourse(userId: string, role = 'administrator') {
  const { course } = await buildCourse(testApp);
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId, scope: 'course', scopePath: course.path, role });
  return course;
}

/** `userId`'s grant on the course at `coursePath`: its role and where it comes from. */
async function grantOn(userId: string, coursePath: string) {
  const [grant] = await testApp.database.db
    .select({ role: roleGrants.role, grantedVia: roleGrants.grantedVia, ownRole: roleGrants.ownRole })
    .from(roleGrants)
    .where(
      and(
        eq(roleGrants.userId, userId),
        eq(roleGrants.scope, 'course'),
        eq(roleGrants.scopePath, coursePath),
      ),
    );
  return grant ?? null;
}

const listOf = (reply: TestReply) => reply.body.result as InstitutionCourse[];

const refusedWith = (reply: TestReply, reason: string) => {
  expect(reply.status).toBe(400);
  expect(reply.body.fields).toEqual({ coursePath: reason });
};

describe('an institution’s courses', () => {
  it('are added by a team member who administers them, with their classes and learners counted', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const course = await administeredCourse(owner.id);
    const cohort = await buildClass(testApp, course.id);
    await buildClass(testApp, course.id);
    await buildEnrolment(testApp, { cohortId: cohort.id });
    await buildEnrolment(testApp, { cohortId: cohort.id });
    await buildEnrolment(testApp, { cohortId: cohort.id, staff: true });
    await buildEnrolment(testApp, { cohortId: cohort.id, status: 'pending' });

    expect((await addableCall(agent, path)).body.result).toEqual([{ path: course.path, name: course.name }]);
    const added = await addCourseCall(agent, path, course.path.toUpperCase());
    expect(added.status).toBe(200);
    expect(listOf(added)).toEqual([
      {
        path: course.path,
        name: course.name,
        imageUrl: null,
        displayed: false,
        status: 'active',
        classes: 2,
        learners: 2,
        addedAt: expect.any(String),
      },
    ]);
    expect((await coursesCall(agent, path)).body.result).toEqual(added.body.result);
    expect((await addableCall(agent, path)).body.result).toEqual([]);
    // The owner's own grant stays their own.
    expect(await grantOn(owner.id, course.path)).toEqual({
      role: 'administrator',
      grantedVia: null,
      ownRole: null,
    });
  });

  it('are administered by the whole team, joining or leaving', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const early = await userAgent(testApp);
    await addCall(agent, path, early.user.email);
    const course = await administeredCourse(owner.id);
    await addCourseCall(agent, path, course.path);
    expect(await grantOn(early.user.id, course.path)).toEqual({
      role: 'administrator',
      grantedVia: path,
      ownRole: null,
    });
    const me = await early.agent.get('/json/auth/lookup/currentUser');
    expect(me.body.result).toMatchObject({ courseRoles: { [course.path]: 'administrator' } });

    const late = await userAgent(testApp);
    await addCall(agent, path, late.user.email);
    expect(await grantOn(late.user.id, course.path)).toMatchObject({
      role: 'administrator',
      grantedVia: path,
    });
    await removeCall(agent, path, late.user.id);
    expect(await grantOn(late.user.id, course.path)).toBeNull();
    expect(await grantOn(early.user.id, course.path)).toMatchObject({ role: 'administrator' });
  });

  it('raise a lesser role of a member’s own while the course belongs, and give it back after', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const designer = await userAgent(testApp);
    const course = await administeredCourse(owner.id);
    await testApp.database.db.insert(roleGrants).values({
      userId: designer.user.id,
      scope: 'course',
      scopePath: course.path,
      role: 'course design admin',
    });
    await addCall(agent, path, designer.user.email);
    await addCourseCall(agent, path, course.path);
    expect(await grantOn(designer.user.id, course.path)).toEqual({
      role: 'administrator',
      grantedVia: path,
      ownRole: 'course design admin',
    });

    expect((await removeCourseCall(agent, path, course.path)).body.result).toEqual([]);
    expect(await grantOn(designer.user.id, course.path)).toEqual({
      role: 'course design admin',
      grantedVia: null,
      ownRole: null,
    });
    expect(await grantOn(owner.id, course.path)).toMatchObject({ role: 'administrator', grantedVia: null });
  });

  it('refuse a course the caller does not administer, one elsewhere, one added twice, by their reasons', async () => {
    const a = await ownedInstitution(testApp);
    const b = await ownedInstitution(testApp);
    const { course: strangers } = await buildCourse(testApp);
    refusedWith(await addCourseCall(a.agent, a.path, strangers.path), INSTITUTION_REASONS.course);
    refusedWith(await addCourseCall(a.agent, a.path, 'no-such-course'), INSTITUTION_REASONS.course);
    refusedWith(await addCourseCall(a.agent, a.path, ''), INSTITUTION_REASONS.course);

    const shared = await administeredCourse(a.owner.id);
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: b.owner.id, scope: 'course', scopePath: shared.path, role: 'administrator' });
    expect((await addCourseCall(a.agent, a.path, shared.path)).status).toBe(200);
    refusedWith(await addCourseCall(a.agent, a.path, shared.path), INSTITUTION_REASONS.courseAlreadyAdded);
    refusedWith(await addCourseCall(b.agent, b.path, shared.path), INSTITUTION_REASONS.courseInOther);
    expect(listOf(await coursesCall(b.agent, b.path))).toEqual([]);
    // Administering it through A's team is no right to give it to B.
    const both = await userAgent(testApp);
    await addCall(a.agent, a.path, both.user.email);
    await addCall(b.agent, b.path, both.user.email);
    refusedWith(await addCourseCall(both.agent, b.path, shared.path), INSTITUTION_REASONS.course);
  });

  it('settle two institutions adding one course at once: one has it', async () => {
    const a = await ownedInstitution(testApp);
    const b = await ownedInstitution(testApp);
    const course = await administeredCourse(a.owner.id);
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: b.owner.id, scope: 'course', scopePath: course.path, role: 'administrator' });
    const replies = await Promise.all([
      addCourseCall(a.agent, a.path, course.path),
      addCourseCall(b.agent, b.path, course.path),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const lists = [listOf(await coursesCall(a.agent, a.path)), listOf(await coursesCall(b.agent, b.path))];
    expect(lists.flat().map((listed) => listed.path)).toEqual([course.path]);
  });

  it('are archived and restored, and a course not the institution’s is refused', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const course = await administeredCourse(owner.id);
    await addCourseCall(agent, path, course.path);
    const archived = await archiveCourseCall(agent, path, course.path);
    expect(listOf(archived)[0]).toMatchObject({ path: course.path, status: 'archived' });
    expect(listOf(await archiveCourseCall(agent, path, course.path))[0]?.status).toBe('archived');
    expect(listOf(await archiveCourseCall(agent, path, course.path, false))[0]?.status).toBe('active');

    const other = await administeredCourse(owner.id);
    refusedWith(await archiveCourseCall(agent, path, other.path), INSTITUTION_REASONS.courseNotAdded);
    refusedWith(await removeCourseCall(agent, path, other.path), INSTITUTION_REASONS.courseNotAdded);
  });

  it('keep a course the team alone administers, refusing its removal with nothing changed', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const staff = await staffAgent(testApp);
    const { course } = await buildCourse(testApp);
    expect((await addCourseCall(staff, path, course.path)).status).toBe(200);
    expect(await grantOn(owner.id, course.path)).toMatchObject({ role: 'administrator', grantedVia: path });

    refusedWith(
      await removeCourseCall(agent, path, course.path),
      INSTITUTION_REASONS.courseNeedsAdministrator,
    );
    expect(listOf(await coursesCall(agent, path)).map((listed) => listed.path)).toEqual([course.path]);
    expect(await grantOn(owner.id, course.path)).toMatchObject({ role: 'administrator', grantedVia: path });
  });

  it('are found in the catalogue by their institution while in use and listed', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp, 'Catalogue College');
    const listedCourse = await administeredCourse(owner.id);
    await testApp.database.db.execute(
      sql`UPDATE courses SET displayed = true WHERE id = ${listedCourse.id}::uuid`,
    );
    const hidden = await administeredCourse(owner.id);
    await addCourseCall(agent, path, listedCourse.path);
    await addCourseCall(agent, path, hidden.path);
    const visitor = freshAgent(testApp.app);
    const found = async (institution: string) =>
      (
        (await visitor.get(`/json/course/lookup/search?institution=${institution}`)).body
          .result as CataloguePage
      ).courses.map((card) => card.path);
    expect(await found(path.toUpperCase())).toEqual([listedCourse.path]);
    const listed = (await visitor.get('/json/institute/lookup/getInstitutions')).body
      .result as ListedInstitution[];
    expect(listed).toContainEqual({ path, name: 'Catalogue College' });

    await archiveCourseCall(agent, path, listedCourse.path);
    expect(await found(path)).toEqual([]);
    const after = (await visitor.get('/json/institute/lookup/getInstitutions')).body
      .result as ListedInstitution[];
    expect(after.map((institution) => institution.path)).not.toContain(path);
    expect(await found('no-such-institution')).toEqual([]);
  });

  it('cost the same number of queries however many courses', async () => {
    const costs = async (courseCount: number) => {
      const { path, owner, agent } = await ownedInstitution(testApp);
      for (let n = 0; n < courseCount; n++) {
        const course = await administeredCourse(owner.id);
        await buildEnrolment(testApp, { cohortId: (await buildClass(testApp, course.id)).id });
        await addCourseCall(agent, path, course.path);
      }
      const next = await administeredCourse(owner.id);
      const count = (call: () => Promise<unknown>) => queries.count(call);
      return [
        await count(() => coursesCall(agent, path)),
        await count(() => addableCall(agent, path)),
        await count(() => addCourseCall(agent as TestAgent, path, next.path)),
        await count(() => archiveCourseCall(agent, path, next.path)),
        await count(() => removeCourseCall(agent, path, next.path)),
      ];
    };
    expect(await costs(4)).toEqual(await costs(1));
  });
});
