import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Gradebook, GradebookRow } from '../../../common/api/gradebook';
import { GRADEBOOK_PAGE_SIZE } from '../../../common/api/gradebook';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { enrolments, users } from '../../db/schema';
import { isActiveLearner, type LoadedClass } from '../classes';
import { arrayPlaceholder, arrayText } from './array-param';
import { emptyRow, readCells, rowKey } from './gradebook-cells';
import { type GradebookItems, gradebookItems } from './gradebook-items';
import { totalOf, weightedPercent } from './weighted-total';

type VisibleClass = Pick<LoadedClass, 'id' | 'path' | 'name'>;

const ofClasses = and(
  sql`${enrolments.cohortId} = ANY(${arrayPlaceholder('cohortIds', 'uuid')})`,
  isActiveLearner(),
);

const classLearners = prepared('gradebook_learners', (db, name) =>
  db
    .select({
      userId: enrolments.userId,
      fullName: users.fullName,
      email: users.email,
      cohortId: enrolments.cohortId,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(ofClasses)
    .orderBy(asc(users.fullName), asc(users.id), asc(enrolments.cohortId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const classLearnerCount = prepared('gradebook_learner_count', (db, name) =>
  db.select({ n: count() }).from(enrolments).where(ofClasses).prepare(name),
);

/** The active learners of the classes, by name: `limit` of them from `offset`. One query. */
export const learnersOf = (db: Db, cohortIds: readonly string[], page: { offset: number; limit: number }) =>
  classLearners(db).execute({ cohortIds: arrayText(cohortIds), ...page });
export type GradebookLearner = Awaited<ReturnType<typeof learnersOf>>[number];

/** How many active learners the classes have. One query. */
export async function countLearners(db: Db, cohortIds: readonly string[]): Promise<number> {
  const [counted] = await classLearnerCount(db).execute({ cohortIds: arrayText(cohortIds) });
  return counted?.n ?? 0;
}

/** What a learner's total is out of: every item's points (an exam's once it has a finished attempt). */
export const maxTotalOf = (items: GradebookItems) =>
  items.columns.reduce((sum, item) => sum + (item.maxScore ?? 0), 0);

/**
 * The rows of `learners` (a page of them, in order): each item's cell, the counted scores added
 * up with their share of the most there is, and the weighted total. One query.
 */
export async function gradebookRows(
  db: Db,
  items: GradebookItems,
  learners: readonly GradebookLearner[],
  visible: readonly VisibleClass[],
): Promise<GradebookRow[]> {
  const scored = await readCells(db, items, learners);
  const pathOf = new Map(visible.map((cohort) => [cohort.id, cohort.path]));
  const maxTotal = maxTotalOf(items);
  const weights = items.columns.map((item) => item.weight);
  const empty = emptyRow(items.columns.length);
  return learners.map((learner) => {
    const { cells, outOf } = scored.get(rowKey(learner)) ?? empty;
    const scores = cells.map((cell) => cell.score);
    const total = totalOf(scores);
    return {
      userId: learner.userId,
      fullName: learner.fullName,
      cohortPath: pathOf.get(learner.cohortId)!,
      cells,
      total,
      percent: maxTotal > 0 ? Math.min(100, Math.round((total / maxTotal) * 100)) : 0,
      weightedPercent: weightedPercent(scores, outOf, weights),
    };
  });
}

/**
 * One page of the gradebook of course `courseId` for `visible` (the classes the caller may see, or
 * the one of them asked for): the assessed items (quiz blocks, then exams), and each learner of
 * those classes with the counted score of every item, their total and its share, and their
 * weighted total. Five queries, whatever the learners, items or attempts.
 */
export async function gradebook(
  db: Db,
  courseId: string,
  visible: readonly VisibleClass[],
  page: number,
): Promise<Gradebook> {
  const cohortIds = visible.map((cohort) => cohort.id);
  const offset = (page - 1) * GRADEBOOK_PAGE_SIZE;
  const [items, learners, totalLearners] = await Promise.all([
    gradebookItems(db, courseId),
    learnersOf(db, cohortIds, { offset, limit: GRADEBOOK_PAGE_SIZE }),
    countLearners(db, cohortIds),
  ]);
  return {
    items: items.columns,
    classes: visible.map((cohort) => ({ path: cohort.path, name: cohort.name })),
    rows: await gradebookRows(db, items, learners, visible),
    page,
    pageSize: GRADEBOOK_PAGE_SIZE,
    totalLearners,
    maxTotal: maxTotalOf(items),
  };
}
