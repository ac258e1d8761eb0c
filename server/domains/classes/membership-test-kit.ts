import { cohorts, enrolments, roleGrants } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildCourseWithModule } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';

/** Fixtures of the membership and course-access tests: classes and enrolments written directly. */

let counter = 0;
const DAY = 86_400_000;

/** A date `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A class of `courseId` (path `class-<n>`), with any settings overridden. */
export async function buildClass(
  testApp: TestApp,
  courseId: string,
  overrides: Partial<typeof cohorts.$inferInsert> = {},
) {
  counter++;
  const [row] = await testApp.database.db
    .insert(cohorts)
    .values({ courseId, path: `class-${counter}-${Date.now()}`, name: `Class ${counter}`, ...overrides })
    .returning();
  return row!;
}

/** Enrol `userId` in `cohortId` directly (active learner unless told otherwise). */
export async function enrolDirectly(
  testApp: TestApp,
  userId: string,
  cohortId: string,
  { status = 'active', staff = false }: { status?: 'active' | 'pending' | 'rejected'; staff?: boolean } = {},
) {
  const [row] = await testApp.database.db
    .insert(enrolments)
    .values({ userId, cohortId, status, staff, source: staff ? 'staff' : 'open' })
    .returning();
  return row!;
}

/** Make `userId` a cohort administrator of the class at `cohortPath`. */
export async function grantCohortAdministrator(testApp: TestApp, userId: string, cohortPath: string) {
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId, scope: 'class', scopePath: cohortPath, role: 'cohort administrator' });
}

/** A displayed course with a module and one class. */
export async function buildCourseWithClass(
  testApp: TestApp,
  classOverrides: Partial<typeof cohorts.$inferInsert> = {},
) {
  const { course, module } = await buildCourseWithModule(testApp, { displayed: true });
  const cohort = await buildClass(testApp, course.id, classOverrides);
  return { course, module, cohort };
}

/**
 * A signed-in agent for a new user enrolled as an active learner in a new class of `courseId`
 * (settings of the class overridable), with the user and the class.
 */
export async function learnerOf(
  testApp: TestApp,
  courseId: string,
  classOverrides: Partial<typeof cohorts.$inferInsert> = {},
) {
  const user = await buildUser(testApp.database.db);
  const cohort = await buildClass(testApp, courseId, classOverrides);
  const enrolment = await enrolDirectly(testApp, user.id, cohort.id);
  return { user, cohort, enrolment, agent: await signedInAgent(testApp.app, user.email) };
}

/** The agent of learnerOf alone: a learner of the course reading its pages. */
export async function learnerAgent(testApp: TestApp, courseId: string) {
  return (await learnerOf(testApp, courseId)).agent;
}
