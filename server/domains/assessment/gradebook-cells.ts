import { sql } from 'drizzle-orm';
import type { GradebookCell } from '../../../common/api/gradebook';
import { countedAttempt } from '../../../common/domain/quiz/attempts';
import { type Db, rowsOf } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { arrayPlaceholder, arrayText } from './array-param';
import type { GradebookItems } from './gradebook-items';

/** A cell with what its counted score was out of (the weighted total needs it; the page does not). */
export type ScoredCell = GradebookCell & { outOf: number | null };

export const EMPTY_CELL: ScoredCell = { score: null, outOf: null, status: 'none', late: false };

// The query hands a status back as a number, in an array of numbers: an exam attempt is
// 'marked' once handed in (the server marks it then), 'in_progress' before.
const STATUS_OF_CODE = ['none', 'marked', 'awaiting_marking', 'returned', 'in_progress'] as const;
const IN_PROGRESS = 4;

/** One attempt as the query gives it: its item's place among the columns (from 1), number, score, out of, status code and lateness (1: late). */
type AttemptFacts = [
  place: number,
  number: number,
  score: number | null,
  outOf: number | null,
  status: number,
  late: number,
];

/** A learner in one of their classes: a gradebook row. */
export interface LearnerInClass {
  userId: string;
  cohortId: string;
}

export const rowKey = (learner: LearnerInClass) => `${learner.userId}:${learner.cohortId}`;

const users = arrayPlaceholder('users', 'uuid');
const classes = arrayPlaceholder('classes', 'uuid');

// A learner's attempts at every item in one row of arrays of numbers, aggregated by hashing (no
// sort): 2,500 cells are 50 rows to read. Measured against working the cells out in SQL (a second
// level of aggregates), this was the cheaper.
const attemptsOfLearners = preparedSql(
  'gradebook_attempts',
  sql`
    SELECT user_id AS "userId", cohort_id AS "cohortId",
      array_agg(ARRAY[p.place, number, score, max_score, status, late]) AS attempts
    FROM (
      SELECT user_id, cohort_id, block_id AS item_id, number, score, max_score,
        CASE status WHEN 'marked' THEN 1 WHEN 'awaiting_marking' THEN 2 ELSE 3 END AS status, late::int AS late
      FROM quiz_attempts
      WHERE block_id = ANY(${arrayPlaceholder('quizzes', 'uuid')})
        AND user_id = ANY(${users}) AND cohort_id = ANY(${classes})
      UNION ALL
      SELECT user_id, cohort_id, exam_id, number, score, max_score,
        CASE WHEN submitted_at IS NULL THEN ${IN_PROGRESS} ELSE 1 END, 0
      FROM exam_attempts
      WHERE exam_id = ANY(${arrayPlaceholder('exams', 'uuid')})
        AND user_id = ANY(${users}) AND cohort_id = ANY(${classes})
    ) attempt
    JOIN unnest(${arrayPlaceholder('places', 'uuid')}) WITH ORDINALITY AS p(id, place) ON p.id = attempt.item_id
    GROUP BY user_id, cohort_id`,
);

const asAttempt = ([, number, score, outOf, status, late]: AttemptFacts) => ({
  number,
  score: score ?? 0,
  maxScore: outOf ?? 0,
  status: STATUS_OF_CODE[status]!,
  late: late === 1,
});
type CellAttempt = ReturnType<typeof asAttempt>;

/**
 * A learner's cell from their attempts at an item: a quiz's counted score (the best or the last
 * marked attempt, as it counts) with its latest attempt's status; an exam's best finished attempt
 * (the earliest of equal bests), shown as under way while an attempt is.
 */
function cellOf(attempts: CellAttempt[], scoring: 'best' | 'last' | 'exam'): ScoredCell {
  const latest = attempts.reduce((last, attempt) => (attempt.number > last.number ? attempt : last));
  const marked = attempts.filter((attempt) => attempt.status === 'marked');
  const counted = countedAttempt(marked, scoring === 'last' ? 'last' : 'best');
  const underWay = scoring === 'exam' && attempts.some((attempt) => attempt.status === 'in_progress');
  return {
    score: counted?.score ?? null,
    outOf: counted?.maxScore ?? null,
    status: underWay ? 'in_progress' : latest.status,
    late: latest.late,
  };
}

/**
 * Every cell of `learners` (each in their class) on the items: their attempts read by one prepared
 * query, whatever the learners, items or attempts, and counted here as each item counts them.
 */
export async function readCells(
  db: Db,
  items: GradebookItems,
  learners: readonly LearnerInClass[],
): Promise<Map<string, ScoredCell[]>> {
  const cells = new Map<string, ScoredCell[]>();
  if (learners.length === 0 || items.columns.length === 0) return cells;
  const rows = rowsOf<{ userId: string; cohortId: string; attempts: AttemptFacts[] }>(
    await attemptsOfLearners(db).execute({
      places: arrayText(items.columns.map((item) => item.id)),
      quizzes: arrayText(items.quizzes.map((quiz) => quiz.blockId)),
      exams: arrayText(items.exams.map((exam) => exam.id)),
      users: arrayText([...new Set(learners.map((learner) => learner.userId))]),
      classes: arrayText([...new Set(learners.map((learner) => learner.cohortId))]),
    }),
  );
  for (const row of rows) {
    const byPlace = new Map<number, CellAttempt[]>();
    for (const facts of row.attempts) {
      const attempts = byPlace.get(facts[0]);
      if (attempts) attempts.push(asAttempt(facts));
      else byPlace.set(facts[0], [asAttempt(facts)]);
    }
    cells.set(
      rowKey(row),
      items.columns.map((item, index) => {
        const attempts = byPlace.get(index + 1);
        if (!attempts) return EMPTY_CELL;
        return cellOf(
          attempts,
          item.kind === 'exam' ? 'exam' : items.quizzes[index]!.settings.attemptScoring,
        );
      }),
    );
  }
  return cells;
}
