import { eq, sql } from 'drizzle-orm';
import type { ClassReport, ClassReportItem } from '../../../common/api/assessment-report';
import { classAssessmentOf } from '../../../common/domain/class-assessment';
import { type Db, rowsOf } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { cohorts } from '../../db/schema';
import type { LoadedClass } from '../classes';
import { arrayPlaceholder, arrayText } from './array-param';
import { countLearners } from './gradebook';
import { type GradebookItems, gradebookItems, questionOf } from './gradebook-items';

/** What the database adds up of one item in one class. */
interface ItemFacts {
  id: string;
  submitted: number;
  /** Learners with a counted score, and of those how many passed (null: an exam, which has no pass mark). */
  counted: number;
  passed: number | null;
  /** Learners with a counted score out of more than 0 points, and their average share. */
  scored: number;
  average: number | null;
  late: number;
  awaiting: number;
}

const classItemFacts = preparedSql(
  'class_report_item_facts',
  sql`
    WITH learners AS (
      SELECT user_id FROM enrolments
      WHERE cohort_id = ${sql.placeholder('cohortId')} AND status = 'active' AND NOT staff
    ), settings AS (
      SELECT * FROM unnest(${arrayPlaceholder('quizzes', 'uuid')}, ${arrayPlaceholder('last', 'boolean')},
        ${arrayPlaceholder('passes', 'float8')}) AS s(id, last, pass)
    ), quiz_learners AS (
      SELECT block_id AS id, bool_or(status <> 'returned') AS submitted, bool_or(late) AS late,
        max(ARRAY[score, -number::float8, max_score]) FILTER (WHERE status = 'marked') AS best,
        max(ARRAY[number::float8, score, max_score]) FILTER (WHERE status = 'marked') AS last,
        max(ARRAY[number, CASE status WHEN 'awaiting_marking' THEN 1 ELSE 0 END]) AS latest
      FROM quiz_attempts JOIN learners USING (user_id)
      WHERE cohort_id = ${sql.placeholder('cohortId')} AND block_id IN (SELECT id FROM settings)
      GROUP BY block_id, user_id
    ), quiz_counted AS (
      SELECT q.*, s.pass,
        CASE WHEN s.last THEN ARRAY[q.last[2], q.last[3]] ELSE ARRAY[q.best[1], q.best[3]] END AS counted
      FROM quiz_learners q JOIN settings s USING (id)
    ), exam_learners AS (
      SELECT exam_id AS id,
        max(ARRAY[score, -number::float8, max_score]) FILTER (WHERE submitted_at IS NOT NULL) AS best
      FROM exam_attempts JOIN learners USING (user_id)
      WHERE cohort_id = ${sql.placeholder('cohortId')} AND exam_id = ANY(${arrayPlaceholder('exams', 'uuid')})
      GROUP BY exam_id, user_id
    )
    SELECT id, count(*) FILTER (WHERE submitted)::int AS submitted,
      count(counted[1])::int AS counted,
      count(*) FILTER (WHERE counted[1] IS NOT NULL AND (pass <= 0 OR counted[2] <= 0
        OR round((counted[1] / counted[2] * 10000)::numeric) / 100 >= pass::numeric))::int AS passed,
      count(*) FILTER (WHERE counted[2] > 0)::int AS scored,
      avg(LEAST(1, counted[1] / counted[2])) FILTER (WHERE counted[2] > 0) AS average,
      count(*) FILTER (WHERE late)::int AS late,
      count(*) FILTER (WHERE latest[2] = 1)::int AS awaiting
    FROM quiz_counted GROUP BY id
    UNION ALL
    SELECT id, count(best[1])::int, count(best[1])::int, NULL, count(*) FILTER (WHERE best[3] > 0)::int,
      avg(LEAST(1, best[1] / best[3])) FILTER (WHERE best[3] > 0), 0, 0
    FROM exam_learners GROUP BY id`,
);

/**
 * Each item's facts over the active learners of class `cohortId`, worked out by the database: per
 * learner the counted score (the best or the last marked attempt, as the quiz counts; an exam's
 * best finished one), then per item how many handed in, the average share, how many passed
 * (`passPercents`, rounded as a learner reads it), were late, or wait for a mark. One query.
 */
async function itemFacts(db: Db, cohortId: string, items: GradebookItems, passPercents: readonly number[]) {
  const result = await classItemFacts(db).execute({
    cohortId,
    quizzes: arrayText(items.quizzes.map((quiz) => quiz.blockId)),
    last: arrayText(items.quizzes.map((quiz) => quiz.settings.attemptScoring === 'last')),
    passes: arrayText(passPercents),
    exams: arrayText(items.exams.map((exam) => exam.id)),
  });
  return rowsOf<ItemFacts>(result);
}

/** A share (0–1) in percent to one decimal. */
const percentOf = (share: number) => Math.round(share * 1000) / 10;

/** How the class did on each item, with how many learners have a score (what a learner's report needs to keep scores private). */
export type ClassResult = ClassReportItem & { scored: number };

/**
 * How class `cohort` did on each assessed item of its course (quiz blocks in outline order, then
 * exams): a pass rate by the class's own pass mark where it sets one. Five queries.
 */
export async function classResults(db: Db, cohort: Pick<LoadedClass, 'id' | 'courseId'>) {
  const [items, learners, [stored]] = await Promise.all([
    gradebookItems(db, cohort.courseId),
    countLearners(db, [cohort.id]),
    db.select({ settings: cohorts.assessmentSettings }).from(cohorts).where(eq(cohorts.id, cohort.id)),
  ]);
  const classPass = classAssessmentOf(stored?.settings).passPercent;
  const passPercents = items.quizzes.map((quiz) => classPass ?? quiz.settings.passPercent);
  const facts = new Map((await itemFacts(db, cohort.id, items, passPercents)).map((row) => [row.id, row]));
  const results = [
    ...items.quizzes.map((quiz) => ({
      kind: 'quiz' as const,
      id: quiz.blockId,
      title: quiz.pageTitle,
      pagePath: quiz.pagePath,
      question: questionOf(quiz),
    })),
    ...items.exams.map((exam) => ({
      kind: 'exam' as const,
      id: exam.id,
      title: exam.title,
      pagePath: null,
      question: '',
    })),
  ].map((item): ClassResult => {
    const row = facts.get(item.id);
    const passed = row?.passed ?? null;
    return {
      ...item,
      submitted: row?.submitted ?? 0,
      scored: row?.scored ?? 0,
      averagePercent: row && row.average !== null ? percentOf(row.average) : null,
      passRate: passed !== null && row!.counted > 0 ? Math.round((passed * 100) / row!.counted) : null,
      late: row?.late ?? 0,
      awaitingMarking: row?.awaiting ?? 0,
    };
  });
  return { learners, results };
}

/** `getClassReport`: the class's results, item by item. */
export async function classReport(db: Db, cohort: LoadedClass): Promise<ClassReport> {
  const { learners, results } = await classResults(db, cohort);
  return {
    cohortPath: cohort.path,
    cohortName: cohort.name,
    learners,
    items: results.map(({ scored: _scored, ...item }) => item),
  };
}
