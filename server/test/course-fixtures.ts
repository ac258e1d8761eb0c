import type { CourseRole } from '../../common/domain/course-classification';
import { courses, modules, roleGrants } from '../db/schema';
import type { TestAgent, TestApp } from './app';
import { buildUser } from './factories';
import { signedInAgent } from './signed-in-agent';

/** Course fixtures shared by the server's tests: a course with a module, agents by course role. */

let counter = 0;

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
