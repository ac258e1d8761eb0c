import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { blocks, courses, modules, pages, roleGrants } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { type ClassAccessFacts, classAccessColumns, isActiveLearner } from '../classes';

/** The class named by a quiz call, with what the caller is in it. */
export interface QuizClass {
  id: string;
  path: string;
  /** The class's end date has passed. */
  ended: boolean;
  /** The caller is an active learner (not staff) of it. */
  learner: boolean;
  /** When the caller's schedule in it starts: the class's start, or their enrolment (self-paced). */
  startMs: number | null;
  timeZone: string;
  /** The class's assessment settings as stored (common/domain/class-assessment.ts classAssessmentOf). */
  assessment: unknown;
}

/** A page of a course's outline as the quiz calls load it: its schedule, course and the caller's standing. */
export interface QuizPage extends Pick<ClassAccessFacts, 'classAccess'> {
  pageId: string;
  unlockAfterDays: number | null;
  dueAfterDays: number | null;
  courseId: string;
  courseRole: string | null;
  /** The class named by `cohortPath`, when it is a class of the page's course. */
  cohort: QuizClass | null;
  /** The group type the page is restricted to (spec §3 Page `pageGroupType`), or null. */
  pageGroupType: string | null;
  /** The caller is in a group of that type in the named class, or the page is restricted to none. */
  inPageGroup: boolean;
}

/** A quiz call's block, with its page's facts. */
export interface QuizBlock extends QuizPage {
  blockId: string;
  widgetType: string;
  setupData: Record<string, unknown>;
  settings: Record<string, unknown>;
  isProgressContributor: boolean;
}

/**
 * The caller's standing in a course and in its class at `cohortPath`, as columns of a select over
 * `courses`: their course role, their class access (so a stranger is told nothing exists) and the
 * class at `cohortPath` of the same course with their learner enrolment in it, as scalar subqueries
 * of the one query.
 */
export function namedClassColumns(userId: string | Placeholder, cohortPath: string | Placeholder) {
  const cohort = sql<QuizClass | null>`(
    SELECT json_build_object(
      'id', c.id, 'path', c.path,
      'ended', c.end_date IS NOT NULL AND c.end_date <= now(),
      'learner', e.id IS NOT NULL,
      'startMs', (extract(epoch FROM coalesce(c.start_date, e.enrolled_at)) * 1000)::float8,
      'timeZone', c.class_access_tz,
      'assessment', c.assessment_settings)
    FROM cohorts c
    LEFT JOIN enrolments e ON e.cohort_id = c.id AND e.user_id = ${userId} AND ${isActiveLearner('e')}
    WHERE c.path = ${cohortPath} AND c.course_id = ${courses.id})`;
  return {
    courseId: courses.id,
    courseRole: sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
      WHERE ${roleGrants.userId} = ${userId} AND ${roleGrants.scope} = 'course'
        AND ${roleGrants.scopePath} = ${courses.path} LIMIT 1)`,
    classAccess: classAccessColumns(userId).classAccess,
    cohort,
  };
}

/** The columns of QuizPage for a select over pages and courses (namedClassColumns for the caller's standing). */
const quizPageColumns = (userId: string | Placeholder, cohortPath: string | Placeholder) => ({
  pageId: pages.id,
  unlockAfterDays: pages.unlockAfterDays,
  dueAfterDays: pages.dueAfterDays,
  pageGroupType: pages.groupType,
  // Social's groups, read here as learning's page read does (a group-restricted page, spec §6).
  inPageGroup: sql<boolean>`(${pages.groupType} IS NULL OR EXISTS (SELECT 1 FROM social_group_members gm
    JOIN social_groups g ON g.id = gm.group_id JOIN cohorts gc ON gc.id = g.cohort_id
    WHERE gm.user_id = ${userId} AND gm.status = 'active' AND gc.path = ${cohortPath}
      AND g.group_type = ${pages.groupType}))`,
  ...namedClassColumns(userId, cohortPath),
});

/** The page `pageId` with its course and the caller's standing in the class at `cohortPath`, in one query. */
export async function loadQuizPage(
  db: Db,
  userId: string,
  pageId: string,
  cohortPath: string,
): Promise<QuizPage | undefined> {
  const [row] = await db
    .select(quizPageColumns(userId, cohortPath))
    .from(pages)
    // Only pages placed in a module are readable.
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(eq(pages.id, pageId));
  return row;
}

// Every quiz call on a block reads it first, a submission in a burst among them: built once
// (server/db/prepared.ts).
const quizBlockById = prepared('quiz_block', (db, name) =>
  db
    .select({
      ...quizPageColumns(sql.placeholder('userId'), sql.placeholder('cohortPath')),
      blockId: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      settings: blocks.settings,
      isProgressContributor: blocks.isProgressContributor,
    })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(eq(blocks.id, sql.placeholder('blockId')))
    .prepare(name),
);

/** The block `blockId` with its page's facts (loadQuizPage), in one query. */
export async function loadQuizBlock(
  db: Db,
  userId: string,
  blockId: string,
  cohortPath: string,
): Promise<QuizBlock | undefined> {
  if (!isUuid(blockId)) return undefined;
  const [row] = await quizBlockById(db).execute({ userId, blockId, cohortPath });
  return row as QuizBlock | undefined;
}
