import type { GradebookCell, GradebookItem, GradebookRow } from '../../../common/api/gradebook';
import { csvLine } from '../../csv';

/** A cell without a counted score, in words; an empty field before any attempt. */
const STATUS_WORDS: Record<GradebookCell['status'], string> = {
  none: '',
  marked: '',
  awaiting_marking: 'awaiting marking',
  returned: 'returned',
  in_progress: 'in progress',
};

/** An item's column heading: what it is, what it is out of, and its weight. */
function itemHeading(item: GradebookItem, quizNumber: number): string {
  const outOf = item.maxScore === null ? '' : `out of ${item.maxScore}; `;
  const name = item.kind === 'quiz' ? `Q${quizNumber}: ${item.pageTitle}` : `Exam: ${item.title}`;
  return `${name} (${outOf}weight ${item.weight})`;
}

/** The header row of the gradebook export: the learner, then an item a column, then the totals. */
export function gradebookCsvHeader(items: readonly GradebookItem[]): string {
  let quizzes = 0;
  return csvLine([
    'learner',
    'e-mail',
    'class',
    ...items.map((item) => itemHeading(item, item.kind === 'quiz' ? ++quizzes : 0)),
    'total',
    'out of',
    'total %',
    'weighted total %',
  ]);
}

/** A learner's row as a line of the export: scores as numbers, or where the attempt stands in words. */
export function gradebookCsvLine(
  row: GradebookRow,
  learner: { email: string; className: string },
  maxTotal: number,
): string {
  return csvLine([
    row.fullName,
    learner.email,
    learner.className,
    ...row.cells.map((cell) => cell.score ?? STATUS_WORDS[cell.status]),
    row.total,
    maxTotal,
    row.percent,
    row.weightedPercent ?? '',
  ]);
}
