import { sql } from 'drizzle-orm';
import type { GradebookCell } from '../../../common/api/gradebook';
import { countedAttempt } from '../../../common/domain/quiz/attempts';
import { type Db, rowsOf } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { arrayPlaceholder, arrayText } from './array-param';
import type { GradebookItems } from './gradebook-items';

/** A learner's cells, in the items' order, and what each counted score was out of (the weighted total needs it; the page does not). */
export interface ScoredRow {
  cells: GradebookCell[];
  outOf: (number | null)[];
}

const EMPTY_CELL: GradebookCell = { score: null, status: 'none', late: false };

/** The row of a learner with no attempt at any of `count` items. */
export const emptyRow = (count: number): ScoredRow => ({
  cells: Array.from({ length: count }, () => EMPTY_CELL),
  outOf: Array.from({ length: count }, () => null),
});

// The query hands a status back as a number, in a list of numbers: an exam attempt is
// 'marked' once handed in (the server marks it then), 'in_progress' before.
const STATUS_OF_CODE = ['none', 'marked', 'awaiting_marking', 'returned', 'in_progress'] as const;
const IN_PROGRESS = 4;

/**
 * How many numbers the query gives per attempt, in a learner's list: its item's place among the
 * columns (from 1), number, score, out of (0 when none), status code and lateness (1: late).
 */
const FACTS = 6;

/** A learner in one of their classes: a gradebook row. */
export interface LearnerInClass {
  userId: string;
  cohortId: string;
}

export const rowKey = (learner: LearnerInClass) => `${learner.userId}:${learner.cohortId}`;

// A learner's attempts at every item in one row, as one text of numbers separated by commas,
// aggregated by hashing (no sort): 2,500 cells are 50 rows to read. Measured against working the
// cells out in SQL (a second level of aggregates), this was the cheaper; and a text split once
// against arrays of arrays of numbers, which the driver parses a character at a time, the text
// took a third of the time and made less garbage. Each learner's quiz attempts in their class are
// read from quiz_attempts_learner_idx alone (one lookup per learner, an index-only scan), not by
// filtering every attempt of the class; those at blocks that are no longer items fall out in the
// join with the items' places.
const attemptsOfLearners = preparedSql(
  'gradebook_attempts',
  sql`
    SELECT l.user_id AS "userId", l.cohort_id AS "cohortId",
      string_agg(concat_ws(',', p.place, number, coalesce(score, 0), coalesce(max_score, 0), status, late), ',')
        AS attempts
    FROM unnest(${arrayPlaceholder('users', 'uuid')}, ${arrayPlaceholder('classes', 'uuid')}) AS l(user_id, cohort_id)
    CROSS JOIN LATERAL (
      SELECT block_id AS item_id, number, score, max_score,
        CASE status WHEN 'marked' THEN 1 WHEN 'awaiting_marking' THEN 2 ELSE 3 END AS status, late::int AS late
      FROM quiz_attempts
      WHERE cohort_id = l.cohort_id AND user_id = l.user_id
      UNION ALL
      SELECT exam_id, number, score, max_score,
        CASE WHEN submitted_at IS NULL THEN ${IN_PROGRESS} ELSE 1 END, 0
      FROM exam_attempts
      WHERE exam_id = ANY(${arrayPlaceholder('exams', 'uuid')}) AND user_id = l.user_id AND cohort_id = l.cohort_id
    ) attempt
    JOIN unnest(${arrayPlaceholder('places', 'uuid')}) WITH ORDINALITY AS p(id, place) ON p.id = attempt.item_id
    GROUP BY l.user_id, l.cohort_id`,
);

/** The attempt whose numbers start at `at` in a learner's list. */
const attemptAt = (facts: readonly string[], at: number) => ({
  number: Number(facts[at + 1]),
  score: Number(facts[at + 2]),
  maxScore: Number(facts[at + 3]),
  status: STATUS_OF_CODE[Number(facts[at + 4])]!,
  late: facts[at + 5] === '1',
});
type CellAttempt = ReturnType<typeof attemptAt>;

/**
 * A learner's cell from their attempts at an item: a quiz's counted score (the best or the last
 * marked attempt, as it counts) with its latest attempt's status; an exam's best finished attempt
 * (the earliest of equal bests), shown as under way while an attempt is.
 */
function cellOf(
  attempts: CellAttempt[],
  scoring: 'best' | 'last' | 'exam',
): { cell: GradebookCell; outOf: number | null } {
  const latest = attempts.reduce((last, attempt) => (attempt.number > last.number ? attempt : last));
  const marked = attempts.filter((attempt) => attempt.status === 'marked');
  const counted = countedAttempt(marked, scoring === 'last' ? 'last' : 'best');
  const underWay = scoring === 'exam' && attempts.some((attempt) => attempt.status === 'in_progress');
  return {
    cell: {
      score: counted?.score ?? null,
      status: underWay ? 'in_progress' : latest.status,
      late: latest.late,
    },
    outOf: counted?.maxScore ?? null,
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
): Promise<Map<string, ScoredRow>> {
  const rows = new Map<string, ScoredRow>();
  if (learners.length === 0 || items.columns.length === 0) return rows;
  const read = rowsOf<{ userId: string; cohortId: string; attempts: string }>(
    await attemptsOfLearners(db).execute({
      places: arrayText(items.columns.map((item) => item.id)),
      exams: arrayText(items.exams.map((exam) => exam.id)),
      // The learners' rows, each user with their class (side by side).
      users: arrayText(learners.map((learner) => learner.userId)),
      classes: arrayText(learners.map((learner) => learner.cohortId)),
    }),
  );
  for (const row of read) {
    const facts = row.attempts.split(',');
    const byPlace = new Map<number, CellAttempt[]>();
    for (let at = 0; at < facts.length; at += FACTS) {
      const place = Number(facts[at]);
      const attempts = byPlace.get(place);
      if (attempts) attempts.push(attemptAt(facts, at));
      else byPlace.set(place, [attemptAt(facts, at)]);
    }
    const scored: ScoredRow = { cells: [], outOf: [] };
    items.columns.forEach((item, index) => {
      const attempts = byPlace.get(index + 1);
      if (!attempts) {
        scored.cells.push(EMPTY_CELL);
        scored.outOf.push(null);
        return;
      }
      const { cell, outOf } = cellOf(
        attempts,
        item.kind === 'exam' ? 'exam' : items.quizzes[index]!.settings.attemptScoring,
      );
      scored.cells.push(cell);
      scored.outOf.push(outOf);
    });
    rows.set(rowKey(row), scored);
  }
  return rows;
}
