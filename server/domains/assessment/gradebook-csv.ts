import type { GradebookCell, GradebookItem, GradebookRow } from '../../../common/api/gradebook';
import { csvLine } from '../../csv';
import type { CsvWords } from '../../csv-words/csv-words';

type GradebookWords = CsvWords['gradebook'];

/** A cell without a counted score, in words; an empty field before any attempt. */
const statusWords = (words: GradebookWords): Record<GradebookCell['status'], string> => ({
  none: '',
  marked: '',
  awaiting_marking: words.awaitingMarking,
  returned: words.returned,
  in_progress: words.inProgress,
});

/** An item's column heading: what it is, what it is out of, and its weight. */
function itemHeading(words: GradebookWords, item: GradebookItem, quizNumber: number): string {
  const name = item.kind === 'quiz' ? words.quiz(quizNumber, item.pageTitle) : words.exam(item.title);
  return `${name} (${words.measure(item.maxScore, item.weight)})`;
}

/** The header row of the gradebook export: the learner, then an item a column, then the totals. */
export function gradebookCsvHeader(words: GradebookWords, items: readonly GradebookItem[]): string {
  let quizzes = 0;
  return csvLine([
    words.learner,
    words.email,
    words.className,
    ...items.map((item) => itemHeading(words, item, item.kind === 'quiz' ? ++quizzes : 0)),
    words.total,
    words.outOf,
    words.totalPercent,
    words.weightedPercent,
  ]);
}

/** A learner's row as a line of the export: scores as numbers, or where the attempt stands in words. */
export function gradebookCsvLine(
  words: GradebookWords,
  row: GradebookRow,
  learner: { email: string; className: string },
  maxTotal: number,
): string {
  const inWords = statusWords(words);
  return csvLine([
    row.fullName,
    learner.email,
    learner.className,
    ...row.cells.map((cell) => cell.score ?? inWords[cell.status]),
    row.total,
    maxTotal,
    row.percent,
    row.weightedPercent ?? '',
  ]);
}
