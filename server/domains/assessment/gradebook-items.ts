import { and, asc, eq, sql } from 'drizzle-orm';
import type { GradebookItem } from '../../../common/api/gradebook';
import { DEFAULT_WEIGHT, QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { blocks, examAttempts, exams, modules, pageSections, pages } from '../../db/schema';
import { answerableBlocks, questionTextOf } from './answerable-blocks';

const answerableOfCourse = prepared('gradebook_answerable_blocks', (db, name) =>
  db
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
    .where(and(eq(pages.courseId, sql.placeholder('courseId')), answerableBlocks()))
    .orderBy(asc(modules.position), asc(pages.position), asc(pageSections.position), asc(blocks.position))
    .prepare(name),
);

/** The course's quiz blocks (and submission blocks) in outline order, with their settings: the gradebook's first columns. One query. */
export async function assessedItems(db: Db, courseId: string) {
  const rows = await answerableOfCourse(db).execute({ courseId });
  // The settings every quiz widget has are all a column needs: not the widget's whole setup.
  return rows.map((row) => ({ ...row, settings: QuizSettings.parse(row.setupData) }));
}
export type AssessedQuiz = Awaited<ReturnType<typeof assessedItems>>[number];

const examsOfCourse = prepared('gradebook_exams', (db, name) =>
  db
    .select({
      id: exams.id,
      title: exams.title,
      weight: exams.weight,
      maxScore: sql<
        number | null
      >`(SELECT max(a.max_score) FROM ${examAttempts} a WHERE a.exam_id = ${exams}.id)`,
    })
    .from(exams)
    .where(eq(exams.courseId, sql.placeholder('courseId')))
    .orderBy(asc(exams.createdAt), asc(exams.id))
    .prepare(name),
);

/**
 * The course's exams, oldest first, with their weight and what their finished attempts were out
 * of, the most of them (a learner's questions may be drawn, so attempts differ): the gradebook's
 * last columns. One query.
 */
export const assessedExams = (db: Db, courseId: string) => examsOfCourse(db).execute({ courseId });
export type AssessedExam = Awaited<ReturnType<typeof assessedExams>>[number];

/** A quiz block as a gradebook column. */
export const quizColumn = (item: AssessedQuiz): GradebookItem => ({
  kind: 'quiz',
  id: item.blockId,
  pageTitle: item.pageTitle,
  pagePath: item.pagePath,
  widgetType: item.widgetType,
  question: questionOf(item),
  maxScore: item.settings.points,
  weight: item.settings.weight ?? DEFAULT_WEIGHT,
});

/** An exam as a gradebook column. */
export const examColumn = (exam: AssessedExam): GradebookItem => ({ kind: 'exam', ...exam });

/** A quiz block's question text, a submission block's instructions (empty for a widget without one). */
export const questionOf = (item: Pick<AssessedQuiz, 'setupData'>) => questionTextOf(item.setupData);

/** The course's assessed items, quiz blocks then exams: two queries, side by side. */
export async function gradebookItems(db: Db, courseId: string) {
  const [quizzes, examList] = await Promise.all([assessedItems(db, courseId), assessedExams(db, courseId)]);
  return { quizzes, exams: examList, columns: [...quizzes.map(quizColumn), ...examList.map(examColumn)] };
}
export type GradebookItems = Awaited<ReturnType<typeof gradebookItems>>;
