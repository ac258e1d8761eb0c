import { asc, eq } from 'drizzle-orm';
import type { CourseRole } from '../../../common/domain/course-classification';
import { courses, modules, pages, roleGrants } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { createPageWithLayout, type NewSection } from '../courses/outline-page-create';

/** Fixtures of the page and page template tests: a course with a module of pages, agents by role. */

let counter = 0;

/** A course (`displayed` or not) with one module holding pages `pagePaths`, each with `sections`. */
export async function buildCourse(
  testApp: TestApp,
  { displayed = false, pagePaths = ['first', 'second'], sections = [] as NewSection[] } = {},
) {
  const { db } = testApp.database;
  counter++;
  const [course] = await db
    .insert(courses)
    .values({
      path: `pages-course-${counter}`,
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
  const pageIds: string[] = [];
  for (const [position, path] of pagePaths.entries()) {
    const page = await createPageWithLayout(db, {
      courseId: course!.id,
      moduleId: module!.id,
      path,
      title: `Page ${path}`,
      position,
      authorId: null,
      sections,
    });
    pageIds.push(page.id);
  }
  return { course: course!, moduleId: module!.id, pageIds };
}

/** A signed-in agent for a new user with `role` in each of the courses `coursePaths` (none: a stranger). */
export async function agentFor(
  testApp: TestApp,
  coursePaths: string | readonly string[],
  role: CourseRole | null = null,
): Promise<TestAgent> {
  const { db } = testApp.database;
  const user = await buildUser(db);
  for (const scopePath of role ? [coursePaths].flat() : []) {
    await db.insert(roleGrants).values({ userId: user.id, scope: 'course', scopePath, role: role! });
  }
  return signedInAgent(testApp.app, user.email);
}

/** The pages of a module in order: id, path and position. */
export async function modulePages(testApp: TestApp, moduleId: string) {
  return testApp.database.db
    .select({ id: pages.id, path: pages.path, position: pages.position })
    .from(pages)
    .where(eq(pages.moduleId, moduleId))
    .orderBy(asc(pages.position));
}
