import { eq } from 'drizzle-orm';
import { learningTimePagePath } from '../../../common/api/learning-time';
import { courses } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildCourse, buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { enrolInClass, ensureDefaultClass } from '../classes';
import { createPageWithLayout } from '../content';

/** Fixtures of the learning-time tests. */

/** A displayed course with one page (`intro`), its default class, and a learner enrolled in it. */
export async function enrolledLearner(testApp: TestApp, { guestAccess = false } = {}) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp, { displayed: true });
  if (guestAccess) await db.update(courses).set({ guestAccess }).where(eq(courses.id, course.id));
  await createPageWithLayout(db, {
    courseId: course.id,
    moduleId: module.id,
    path: 'intro',
    title: 'Intro',
    position: 0,
    authorId: null,
  });
  const cohort = await ensureDefaultClass(db, course, null);
  const learner = await buildUser(db);
  await enrolInClass(db, { cohortId: cohort.id, userId: learner.id, source: 'open', status: 'active' });
  const agent = await signedInAgent(testApp.app, learner.email);
  return { course, cohort, learner, agent, pagePath: learningTimePagePath(course.path, 'intro') };
}

/** A learning-time event of `userId` on the `intro` page of the course at `coursePath`, as the web app posts it. */
export function learningTimeEvent(
  userId: string,
  coursePath: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    timestamp: new Date().toISOString(),
    userId,
    pagePath: learningTimePagePath(coursePath, 'intro'),
    cohortId: null,
    courseId: coursePath,
    subscriptionId: null,
    institutionId: null,
    ip: null,
    device: 'web',
    newView: false,
    seconds: 60,
    ...overrides,
  };
}
