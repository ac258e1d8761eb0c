/** Fixtures of the enrolment tests: a class of a displayed course with two pages. */
import type { cohorts } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildCourseWithPages } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';

/**
 * A course of buildCourseWithPages (displayed unless told) and a class of it with the given
 * settings; returns the course, its module and the class.
 */
export async function buildClassWithPages(
  testApp: TestApp,
  settings: Partial<typeof cohorts.$inferInsert> = {},
  { displayed = true } = {},
) {
  const { course, module } = await buildCourseWithPages(testApp, { displayed });
  return { course, module, cohort: await buildClass(testApp, course.id, settings) };
}
