import { asc, eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildCourse } from '../../test/factories';
import { createPageWithLayout, type NewSection } from './page-with-layout';

/** Fixtures of the page and page template tests: a course with a module of pages (agents by role: ../../test/course-fixtures). */

/** A course (`displayed` or not) with one module holding pages `pagePaths`, each with `sections`. */
export async function buildCourseOfPages(
  testApp: TestApp,
  { displayed = false, pagePaths = ['first', 'second'], sections = [] as NewSection[] } = {},
) {
  const { course, module } = await buildCourse(testApp, { displayed });
  const pageIds: string[] = [];
  for (const [position, path] of pagePaths.entries()) {
    const page = await createPageWithLayout(testApp.database.db, {
      courseId: course.id,
      moduleId: module.id,
      path,
      title: `Page ${path}`,
      position,
      authorId: null,
      sections,
    });
    pageIds.push(page.id);
  }
  return { course, moduleId: module.id, pageIds };
}

/** The pages of a module in order: id, path and position. */
export async function modulePages(testApp: TestApp, moduleId: string) {
  return testApp.database.db
    .select({ id: pages.id, path: pages.path, position: pages.position })
    .from(pages)
    .where(eq(pages.moduleId, moduleId))
    .orderBy(asc(pages.position));
}
