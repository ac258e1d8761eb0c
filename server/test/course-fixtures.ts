import { and, eq } from 'drizzle-orm';
import type { CourseRole } from '../../common/domain/course-classification';
import { cohorts, courses, enrolments, modules, pages, roleGrants } from '../db/schema';
import type { TestAgent, TestApp } from './app';
import { buildUser } from './factories';
import { signedInAgent } from './signed-in-agent';

/**
 * Course fixtures shared by the server's tests: a course with a module, agents by course role,
 * classes, enrolled learners and class administrators (written directly, not through the methods).
 */

let counter = 0;
let classCounter = 0;

/**
 * A new course (`displayed` or not) under a path of its own (`course-<n>`, named "Course <n>"), with
 * one empty module ("Module") at position 0.
 */
export async function buildCourseWithModule(testApp: TestApp, { displayed = false } = {}) {
  const { db } = testApp.database;
  counter++;
  const [course] = await db
    .insert(courses)
    .values({
      path: `course-${counter}`,
      name: `Course ${counter}`,
      category: 'data',
      courseType: 'SHORT_COURSE',
      displayed,
    })
    .returning();
  const [module] = await db
    .insert(modules)
    .values({ courseId: course!.id, title: 'Module', position: 0 })
    .returning();
  return { course: course!, module: module! };
}

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
  const { course, module } = await buildCourseWithModule(testApp, { displayed });
  await testApp.database.db.insert(pages).values([
    { courseId: course.id, moduleId: module.id, path: 'second', title: 'Second page', position: 1 },
    { courseId: course.id, moduleId: module.id, path: 'first', title: 'First page', position: 0 },
  ]);
  return { course, module };
}

/** A new course (not displayed, with a module) and a signed-in agent of its administrator. */
export async function courseWithAdmin(testApp: TestApp) {
  const { course } = await buildCourseWithModule(testApp);
  const admin = await courseAgent(testApp, course.path, 'administrator');
  return { course, admin };
}

/** A signed-in agent for a new user with no role anywhere (named `fullName`, at `email`), and the user. */
export async function userAgent(testApp: TestApp, overrides: { email?: string; fullName?: string } = {}) {
  const user = await buildUser(testApp.database.db, overrides);
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

/** A class of `courseId` (path `class-<n>-<time>`, named "Class <n>"), with any settings overridden. */
export async function buildClass(
  testApp: TestApp,
  courseId: string,
  overrides: Partial<typeof cohorts.$inferInsert> = {},
) {
  classCounter++;
  const [row] = await testApp.database.db
    .insert(cohorts)
    .values({
      courseId,
      path: `class-${classCounter}-${Date.now()}`,
      name: `Class ${classCounter}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** How enrolDirectly enrols: an active learner unless told otherwise (a facilitator with `staff`). */
export interface DirectEnrolment {
  status?: 'active' | 'pending' | 'rejected';
  staff?: boolean;
  enrolledAt?: Date;
}

/** Enrol `userId` in `cohortId` directly (source `staff` for staff, else `open`). */
export async function enrolDirectly(
  testApp: TestApp,
  userId: string,
  cohortId: string,
  { status = 'active', staff = false, enrolledAt }: DirectEnrolment = {},
) {
  const [row] = await testApp.database.db
    .insert(enrolments)
    .values({
      userId,
      cohortId,
      status,
      staff,
      source: staff ? 'staff' : 'open',
      ...(enrolledAt && { enrolledAt }),
    })
    .returning();
  return row!;
}

/** A new user (named `fullName`) enrolled in `cohortId` by enrolDirectly, their signed-in agent and the enrolment. */
export async function enrolledAgent(
  testApp: TestApp,
  cohortId: string,
  { fullName, ...enrolment }: DirectEnrolment & { fullName?: string } = {},
) {
  const { user, agent } = await userAgent(testApp, fullName ? { fullName } : {});
  return { user, agent, enrolment: await enrolDirectly(testApp, user.id, cohortId, enrolment) };
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
