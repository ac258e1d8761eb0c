/** Fixtures of the enrolment tests: classes of displayed courses, learners and class administrators. */
import { cohorts, pages, roleGrants } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildCourseWithModule } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';

let classCount = 0;

/**
 * A displayed course (unless told) with one module holding the pages `first` then `second`, and
 * a class of it with the given settings; returns both rows.
 */
export async function buildClass(
  testApp: TestApp,
  settings: Partial<typeof cohorts.$inferInsert> = {},
  { displayed = true } = {},
) {
  const { db } = testApp.database;
  const { course, module } = await buildCourseWithModule(testApp, { displayed });
  await db.insert(pages).values([
    { courseId: course.id, moduleId: module.id, path: 'second', title: 'Second', position: 1 },
    { courseId: course.id, moduleId: module.id, path: 'first', title: 'First', position: 0 },
  ]);
  classCount++;
  const [cohort] = await db
    .insert(cohorts)
    .values({
      courseId: course.id,
      path: `class-${classCount}-${course.path}`,
      name: `Class ${classCount}`,
      ...settings,
    })
    .returning();
  return { course, module, cohort: cohort! };
}

/** Another class of the same course. */
export async function buildSiblingClass(
  testApp: TestApp,
  courseId: string,
  settings: Partial<typeof cohorts.$inferInsert> = {},
) {
  classCount++;
  const [cohort] = await testApp.database.db
    .insert(cohorts)
    .values({ courseId, path: `class-${classCount}-sibling`, name: `Class ${classCount}`, ...settings })
    .returning();
  return cohort!;
}

/** A new signed-in learner with no role anywhere, and their user row. */
export async function learnerAgent(testApp: TestApp, overrides: { email?: string; fullName?: string } = {}) {
  const user = await buildUser(testApp.database.db, overrides);
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

/** A signed-in cohort administrator of the class at `cohortPath`. */
export async function cohortAdminAgent(testApp: TestApp, cohortPath: string) {
  const user = await buildUser(testApp.database.db);
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId: user.id, scope: 'class', scopePath: cohortPath, role: 'cohort administrator' });
  return signedInAgent(testApp.app, user.email);
}
