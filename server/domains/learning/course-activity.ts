import { sql } from 'drizzle-orm';
import type { CourseActivity, PageActivity } from '../../../common/api/progress';
import { type Db, rowsOf } from '../../db/client';
import { isActiveLearner, type LoadedClass } from '../classes';
import { isoOrNull } from './iso-time';
import { commentDue, outlinePagesOf } from './page-states';
import { pageStatus, progressPercent } from './progress-rules';

interface LearnerClassRow {
  course_id: string;
  course_path: string;
  course_name: string;
  course_displayed: boolean;
  cohort_id: string;
  cohort_path: string;
  cohort_name: string;
  full_name: string;
  last_active_at: Date | string | null;
  course_role: string | null;
  class_role: string | null;
  caller_enrolment_id: string | null;
  caller_enrolment_status: string | null;
  caller_enrolment_staff: boolean | null;
}

/**
 * The classes of the course at `coursePath` that `learnerId` learns in (active, not staff), each
 * with what the caller is to it, in one query.
 */
async function learnerClasses(db: Db, callerId: string, coursePath: string, learnerId: string) {
  return rowsOf<LearnerClassRow>(
    await db.execute(sql`
      SELECT c.id AS course_id, c.path AS course_path, c.name AS course_name, c.displayed AS course_displayed,
        co.id AS cohort_id, co.path AS cohort_path, co.name AS cohort_name, u.full_name,
        (SELECT cp.last_active_at FROM course_progress cp WHERE cp.user_id = le.user_id
          AND cp.course_id = c.id) AS last_active_at,
        (SELECT g.role FROM role_grants g WHERE g.user_id = ${callerId}::uuid AND g.scope = 'course'
          AND g.scope_path = c.path LIMIT 1) AS course_role,
        (SELECT g.role FROM role_grants g WHERE g.user_id = ${callerId}::uuid AND g.scope = 'class'
          AND g.scope_path = co.path LIMIT 1) AS class_role,
        ce.id AS caller_enrolment_id, ce.status AS caller_enrolment_status, ce.staff AS caller_enrolment_staff
      FROM courses c
      JOIN cohorts co ON co.course_id = c.id
      JOIN enrolments le ON le.cohort_id = co.id AND le.user_id = ${learnerId}::uuid
        AND ${isActiveLearner('le')}
      JOIN users u ON u.id = le.user_id
      LEFT JOIN enrolments ce ON ce.cohort_id = co.id AND ce.user_id = ${callerId}::uuid
      WHERE c.path = ${coursePath}
      ORDER BY (co.end_date IS NULL OR co.end_date > now()) DESC, le.enrolled_at DESC, co.path`),
  );
}

const asLoadedClass = (row: LearnerClassRow): LoadedClass => ({
  id: row.cohort_id,
  path: row.cohort_path,
  name: row.cohort_name,
  courseId: row.course_id,
  coursePath: row.course_path,
  courseName: row.course_name,
  courseDisplayed: row.course_displayed,
  courseRole: row.course_role,
  classRole: row.class_role,
  enrolment:
    row.caller_enrolment_id === null
      ? null
      : {
          id: row.caller_enrolment_id,
          status: row.caller_enrolment_status!,
          staff: row.caller_enrolment_staff!,
        },
});

/** A class the learner learns in, as the caller stands to it, with what the activity shows of the learner. */
export interface LearnerClass {
  cohort: LoadedClass;
  fullName: string;
  lastActiveAt: Date | string | null;
}

/** The classes of a course that one learner learns in, for the activity rule (policy.ts). */
export interface LearnerClasses {
  learnerId: string;
  classes: LearnerClass[];
}

/**
 * The classes of the course at `coursePath` that `learnerId` learns in, as caller `callerId` stands
 * to each, their current class first (running, then the latest: decision 0012); one query.
 */
export async function loadLearnerClasses(
  db: Db,
  callerId: string,
  coursePath: string,
  learnerId: string,
): Promise<LearnerClasses> {
  const rows = await learnerClasses(db, callerId, coursePath, learnerId);
  return {
    learnerId,
    classes: rows.map((row) => ({
      cohort: asLoadedClass(row),
      fullName: row.full_name,
      lastActiveAt: row.last_active_at,
    })),
  };
}

interface PageRow {
  page_id: string;
  path: string;
  title: string;
  module_id: string;
  module_title: string;
  viewed_at: Date | string | null;
  contributors: number;
  done: number;
  comment_due: boolean;
}

/** Every page of the course's outline in order, with the learner's view and contributing blocks, in one query. */
async function pageRows(db: Db, courseId: string, learnerId: string) {
  return rowsOf<PageRow>(
    await db.execute(sql`
      SELECT p.id AS page_id, p.path, p.title, m.id AS module_id, m.title AS module_title, pp.viewed_at,
        count(b.id)::int AS contributors, count(bc.block_id)::int AS done,
        ${commentDue(learnerId)} AS comment_due
      ${outlinePagesOf(learnerId, courseId)}
      GROUP BY p.id, m.id, pp.viewed_at
      ORDER BY m.position, m.created_at, p.position, p.created_at`),
  );
}

/**
 * The course progress page (spec §2) of `learnerId` in class `found`: every outline page with its
 * status, module and contributing blocks done. One query whatever the outline's size.
 */
export async function courseActivity(
  db: Db,
  learnerId: string,
  found: LearnerClass,
): Promise<CourseActivity> {
  const { cohort } = found;
  const rows = await pageRows(db, cohort.courseId, learnerId);
  const pages: PageActivity[] = rows.map((row) => {
    const state = {
      viewed: row.viewed_at !== null,
      contributors: row.contributors,
      done: row.done,
      commentDue: row.comment_due,
    };
    return {
      pageId: row.page_id,
      path: row.path,
      title: row.title,
      moduleId: row.module_id,
      moduleTitle: row.module_title,
      status: pageStatus(state),
      contributorsDone: Math.min(row.done, row.contributors),
      contributorsTotal: row.contributors,
      viewedAt: isoOrNull(row.viewed_at),
    };
  });
  const completedPages = pages.filter((page) => page.status === 'completed').length;
  return {
    coursePath: cohort.coursePath,
    courseName: cohort.courseName,
    cohortPath: cohort.path,
    cohortName: cohort.name,
    learner: { userId: learnerId, fullName: found.fullName },
    progress: progressPercent(completedPages, rows.length),
    summaries: { completedPages, totalPages: rows.length, lastActiveAt: isoOrNull(found.lastActiveAt) },
    pages,
  };
}
