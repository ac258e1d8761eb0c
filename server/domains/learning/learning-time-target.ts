import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LEARNING_TIME_PAGE_PATH, type LearningTimeEvent } from '../../../common/api/learning-time';
import type { Db } from '../../db/client';
import { courses, roleGrants } from '../../db/schema';
import { classAccessColumns } from '../classes';
import { courseGrantOf } from '../courses';

/** A learning-time event as validated by the API schema. */
export type ValidEvent = z.output<typeof LearningTimeEvent>;

/**
 * The course of a course page address, with what the learning-time rule (policy.ts) and the store
 * need: the caller's access to it, whether the page is in its outline, the class named by the
 * event (null when it is not one of the course's) and the caller's latest class of the course.
 */
export type LearningTimeTarget = NonNullable<Awaited<ReturnType<typeof findLearningTimeTarget>>>;

/** Each event with the course its page belongs to (undefined when there is no such course). */
export type LearningTimeEvents = Array<{ event: ValidEvent; target: LearningTimeTarget | undefined }>;

/**
 * Resolve the course of a course page address (`/courses/{code}/{page}/`) with the facts of
 * course access (course-access.ts), the page, the class named by `cohortPath` and the learner's
 * latest active enrolment in the course. One query.
 */
async function findLearningTimeTarget(db: Db, userId: string, pagePath: string, cohortPath: string | null) {
  const [, courseCode = '', page = ''] = LEARNING_TIME_PAGE_PATH.exec(pagePath) ?? [];
  const [row] = await db
    .select({
      courseId: courses.id,
      displayed: courses.displayed,
      courseRole: roleGrants.role,
      ...classAccessColumns(userId),
      pageInOutline: sql<boolean>`EXISTS (
        SELECT 1 FROM pages p WHERE p.course_id = ${courses.id} AND p.path = ${page} AND p.module_id IS NOT NULL)`,
      namedCohortId: sql<string | null>`(
        SELECT c.id FROM cohorts c WHERE c.course_id = ${courses.id} AND c.path = ${cohortPath ?? ''})`,
      enrolledCohortId: sql<string | null>`(
        SELECT c.id FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
        WHERE e.user_id = ${userId} AND e.status = 'active' AND c.course_id = ${courses.id}
        ORDER BY e.enrolled_at DESC, c.path LIMIT 1)`,
    })
    .from(courses)
    .leftJoin(roleGrants, courseGrantOf(userId))
    .where(eq(courses.path, courseCode));
  return row;
}

/** The course of every event's page, one query per distinct page and class whatever the number of events. */
export async function loadLearningTimeEvents(
  db: Db,
  userId: string,
  events: readonly ValidEvent[],
): Promise<LearningTimeEvents> {
  const targets = new Map<string, LearningTimeTarget | undefined>();
  const loaded: LearningTimeEvents = [];
  for (const event of events) {
    const key = `${event.pagePath} ${event.cohortId ?? ''}`;
    if (!targets.has(key)) {
      targets.set(key, await findLearningTimeTarget(db, userId, event.pagePath, event.cohortId));
    }
    loaded.push({ event, target: targets.get(key) });
  }
  return loaded;
}
