import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Gradebook, GradebookCell, GradebookItem } from '../../../common/api/gradebook';
import { GRADEBOOK_PAGE_SIZE } from '../../../common/api/gradebook';
import { QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import { MARKED_WIDGETS } from '../../../common/domain/quiz/quiz-widgets';
import type { Db } from '../../db/client';
import { blocks, enrolments, modules, pageSections, pages, quizAttempts, users } from '../../db/schema';
import { isActiveLearner, type LoadedClass } from '../classes';
import { countedOf, type StoredAttempt } from './quiz-state';

const QUIZ_TYPES = Object.keys(MARKED_WIDGETS);

/** What a gradebook cell reads of an attempt. */
type CellAttempt = Pick<StoredAttempt, 'number' | 'score' | 'maxScore' | 'status' | 'late'>;

/** The course's quiz blocks in outline order, with their settings: the gradebook's columns. */
export async function assessedItems(db: Db, courseId: string) {
  const rows = await db
    .select({
      blockId: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      pageTitle: pages.title,
      pagePath: pages.path,
      unlockAfterDays: pages.unlockAfterDays,
      dueAfterDays: pages.dueAfterDays,
      settingsOfBlock: blocks.settings,
    })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    // Only pages placed in a module are the course's to assess.
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .innerJoin(pageSections, eq(pageSections.id, blocks.sectionId))
    .where(and(eq(pages.courseId, courseId), inArray(blocks.widgetType, QUIZ_TYPES)))
    .orderBy(asc(modules.position), asc(pages.position), asc(pageSections.position), asc(blocks.position));
  // The settings every quiz widget has are all a column needs: not the widget's whole setup.
  return rows.map((row) => ({ ...row, settings: QuizSettings.parse(row.setupData) }));
}

/** Where one learner stands on one item: the counted score of their marked attempts, else their latest attempt's status. */
function cellOf(attempts: readonly CellAttempt[], settings: Parameters<typeof countedOf>[1]): GradebookCell {
  const last = attempts.at(-1);
  if (!last) return { score: null, status: 'none', late: false };
  const counted = countedOf(attempts, settings);
  return { score: counted?.score ?? null, status: last.status, late: last.late };
}

/**
 * One page of the gradebook of course `courseId` for `visible` (the classes the caller may see, or
 * the one of them asked for): the assessed items, and each learner of those classes with the
 * counted score of every item, their total and its share. Four queries, whatever the learners,
 * items or attempts.
 */
export async function gradebook(
  db: Db,
  courseId: string,
  visible: readonly Pick<LoadedClass, 'id' | 'path' | 'name'>[],
  page: number,
): Promise<Gradebook> {
  const cohortIds = visible.map((cohort) => cohort.id);
  const ofClasses = and(inArray(enrolments.cohortId, cohortIds), isActiveLearner());
  const [items, learners, [counted]] = await Promise.all([
    assessedItems(db, courseId),
    db
      .select({ userId: enrolments.userId, fullName: users.fullName, cohortId: enrolments.cohortId })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(ofClasses)
      .orderBy(asc(users.fullName), asc(users.id), asc(enrolments.cohortId))
      .limit(GRADEBOOK_PAGE_SIZE)
      .offset((page - 1) * GRADEBOOK_PAGE_SIZE),
    db.select({ n: count() }).from(enrolments).where(ofClasses),
  ]);
  // One row per learner of the page, their attempts as one JSON array: 2,500 cells are 50 rows to
  // read, not 2,500 (what a cell needs only; answers and marks are opened elsewhere).
  const attemptRows =
    learners.length === 0 || items.length === 0
      ? []
      : await db
          .select({
            userId: quizAttempts.userId,
            cohortId: quizAttempts.cohortId,
            attempts: sql<Array<[string, number, number, number, CellAttempt['status'], boolean]>>`json_agg(
              json_build_array(${quizAttempts.blockId}, ${quizAttempts.number}, ${quizAttempts.score},
                ${quizAttempts.maxScore}, ${quizAttempts.status}, ${quizAttempts.late})
              ORDER BY ${quizAttempts.number})`,
          })
          .from(quizAttempts)
          .where(
            and(
              inArray(
                quizAttempts.blockId,
                items.map((item) => item.blockId),
              ),
              inArray(
                quizAttempts.userId,
                learners.map((learner) => learner.userId),
              ),
              inArray(quizAttempts.cohortId, cohortIds),
            ),
          )
          .groupBy(quizAttempts.userId, quizAttempts.cohortId);
  const byCell = new Map<string, CellAttempt[]>();
  for (const row of attemptRows) {
    for (const [blockId, number, score, maxScore, status, late] of row.attempts) {
      const key = `${row.userId}:${row.cohortId}:${blockId}`;
      const cell = byCell.get(key) ?? [];
      cell.push({ number, score, maxScore, status, late });
      byCell.set(key, cell);
    }
  }
  const pathOf = new Map(visible.map((cohort) => [cohort.id, cohort.path]));
  const maxTotal = items.reduce((sum, item) => sum + item.settings.points, 0);
  return {
    items: items.map(
      (item): GradebookItem => ({
        blockId: item.blockId,
        pageTitle: item.pageTitle,
        pagePath: item.pagePath,
        widgetType: item.widgetType,
        question: typeof item.setupData.question === 'string' ? item.setupData.question : '',
        maxScore: item.settings.points,
      }),
    ),
    classes: visible.map((cohort) => ({ path: cohort.path, name: cohort.name })),
    rows: learners.map((learner) => {
      const cells = items.map((item) =>
        cellOf(byCell.get(`${learner.userId}:${learner.cohortId}:${item.blockId}`) ?? [], item.settings),
      );
      const total = Math.round(cells.reduce((sum, cell) => sum + (cell.score ?? 0), 0) * 100) / 100;
      return {
        userId: learner.userId,
        fullName: learner.fullName,
        cohortPath: pathOf.get(learner.cohortId)!,
        cells,
        total,
        percent: maxTotal > 0 ? Math.min(100, Math.round((total / maxTotal) * 100)) : 0,
      };
    }),
    page,
    pageSize: GRADEBOOK_PAGE_SIZE,
    totalLearners: counted?.n ?? 0,
    maxTotal,
  };
}
