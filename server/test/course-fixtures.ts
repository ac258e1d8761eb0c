import { and, eq } from 'drizzle-orm';
import type { CourseRole } from '../../common/domain/course-classification';
import { enrolments, pages, roleGrants } from '../db/schema';
import type { TestAgent, TestApp } from './app';
import { buildCourse, buildEnrolment, buildUser, type EnrolmentFields } from './factories';
import { signedInAgent } from './signed-in-agent';

/**
 * Agents and roles shared by the server's tests: people signed in by course role, enrolled
 * learners and class administrators (the rows themselves come from factories.ts).
 */

/**
 * A signed-in agent for a new user (staff with `isStaff`, named `fullName`) holding `role` in each of
 * the courses `coursePaths`; with no role or no course, a user without a course role.
 */
export async function courseAgent(
  testApp: TestApp,
  coursePaths: string | readonly string[] | null,
  role: CourseRole | null = null,
  { isStaff = false, fullName }: { isStaff?: boolean; fullName?: string } = {},
): Promise<TestAgent> {
  const { db } = testApp.database;
  const user = await buildUser(db, { isStaff, ...(fullName && { fullName }) });
  for (const scopePath of role && coursePaths ? [coursePaths].flat() : []) {
    await db.insert(roleGrants).values({ userId: user.id, scope: 'course', scopePath, role: role! });
  }
  return signedInAgent(testApp.app, user.email);
}

/**
 * A new course (displayed unless told) whose module holds the pages `first` ("First page") and
 * `second` ("Second page"), written in the opposite order so that reads must order by position.
 */
export async function buildCourseWithPages(testApp: TestApp, { displayed = true } = {}) {
  const { course, module } = await buildCourse(testApp, { displayed });
  await testApp.database.db.insert(pages).values([
    { courseId: course.id, moduleId: module.id, path: 'second', title: 'Second page', position: 1 },
    { courseId: course.id, moduleId: module.id, path: 'first', title: 'First page', position: 0 },
  ]);
  return { course, module };
}

/** A new course (not displayed, with a module) and a signed-in agent of its administrator. */
export async function courseWithAdmin(testApp: TestApp) {
  const { course } = await buildCourse(testApp);
  const admin = await courseAgent(testApp, course.path, 'administrator');
  return { course, admin };
}

/** A signed-in agent for a new user with no role anywhere (named `fullName`, at `email`), and the user. */
export async function userAgent(testApp: TestApp, overrides: { email?: string; fullName?: string } = {}) {
  const user = await buildUser(testApp.database.db, overrides);
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

/** A new user (named `fullName`) enrolled in `cohortId` by buildEnrolment, their signed-in agent and the enrolment. */
export async function enrolledAgent(
  testApp: TestApp,
  cohortId: string,
  { fullName, ...enrolment }: EnrolmentFields & { fullName?: string } = {},
) {
  const { user, agent } = await userAgent(testApp, fullName ? { fullName } : {});
  return {
    user,
    agent,
    enrolment: await buildEnrolment(testApp, { userId: user.id, cohortId, ...enrolment }),
  };
}

/** Make `userId` a cohort administrator of the class at `cohortPath`. */
export async function grantCohortAdministrator(testApp: TestApp, userId: string, cohortPath: string) {
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId, scope: 'class', scopePath: cohortPath, role: 'cohort administrator' });
}

/** A signed-in cohort administrator of the class at `cohortPath`. */
export async function cohortAdminAgent(testApp: TestApp, cohortPath: string) {
  const { user, agent } = await userAgent(testApp);
  await grantCohortAdministrator(testApp, user.id, cohortPath);
  return agent;
}

/** The stored enrolment of `userId` in `cohortId`, if any. */
export async function storedEnrolment(testApp: TestApp, userId: string, cohortId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.cohortId, cohortId)));
  return row;
}
