import type { cohorts } from '../db/schema';
import type { TestApp } from './app';
import { enrolledAgent } from './course-fixtures';
import { buildClass, buildCourse } from './factories';

/** Fixtures of the membership and course-access tests: classes and enrolments written directly. */

const DAY = 86_400_000;

/** A date `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A displayed course with a module and one class. */
export async function buildCourseWithClass(
  testApp: TestApp,
  classOverrides: Partial<typeof cohorts.$inferInsert> = {},
) {
  const { course, module } = await buildCourse(testApp, { displayed: true });
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
  const cohort = await buildClass(testApp, courseId, classOverrides);
  return { cohort, ...(await enrolledAgent(testApp, cohort.id)) };
}

/** The agent of learnerOf alone: a learner of the course reading its pages. */
export async function learnerAgent(testApp: TestApp, courseId: string) {
  return (await learnerOf(testApp, courseId)).agent;
}
