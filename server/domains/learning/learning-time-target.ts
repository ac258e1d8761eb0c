import { eq, sql } from 'drizzle-orm';
import { LEARNING_TIME_PAGE_PATH, LEARNING_TIME_REASONS } from '../../../common/api/learning-time';
import type { Db } from '../../db/client';
import { courses, roleGrants } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import { classAccessColumns, requireCourseAccess } from '../classes';
import { courseGrantOf } from '../courses';

/** Where learning time was spent: the course (by id), and the class it counts for (or null). */
export interface LearningTimeTarget {
  courseId: string;
  cohortId: string | null;
}

/**
 * Resolve the course of a course page address (`/courses/{code}/{page}/`) and check the actor may
 * read its pages (a course role, an active enrolment in one of its classes, a class role, or guest
 * access: course-access.ts decides). The class is the one named by `cohortPath`, which must belong
 * to the course, or else the learner's latest active enrolment in the course. One query.
 */
export async function findLearningTimeTarget(
  db: Db,
  actor: Actor & { userId: string },
  pagePath: string,
  cohortPath: string | null,
  /** The field a refused class is reported under (`events.0.cohortId`). */
  cohortField: string,
): Promise<LearningTimeTarget> {
  const [, courseCode = '', page = ''] = LEARNING_TIME_PAGE_PATH.exec(pagePath) ?? [];
  const userId = actor.userId;
  const [row] = await db
    .select({
      courseId: courses.id,
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
  if (!row) throw new AppError('not_found', REASONS.notFound);
  // Access first, so whether a page exists is told only to those who may read the course.
  requireCourseAccess(actor, row.courseRole, row);
  if (!row.pageInOutline) throw new AppError('not_found', REASONS.notFound);
  if (cohortPath !== null && row.namedCohortId === null) {
    throw new AppError('invalid_input', LEARNING_TIME_REASONS.cohortId, {
      [cohortField]: LEARNING_TIME_REASONS.cohortId,
    });
  }
  return { courseId: row.courseId, cohortId: row.namedCohortId ?? row.enrolledCohortId };
}
