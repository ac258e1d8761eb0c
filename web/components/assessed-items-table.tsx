import type { ReactNode } from 'react';
import { ResultsTable } from './results-table';

/** A quiz (its page's title and its question) or an exam (its title) as a report's row. */
interface AssessedRow {
  id: string;
  kind: 'quiz' | 'exam';
  title: string;
  question: string;
}

interface AssessedItemsTableProps<Row extends AssessedRow> {
  caption: string;
  /** The column headings, the item's first. */
  headings: readonly string[];
  /** An exam's name in the reader's language. */
  examName: (title: string) => string;
  rows: readonly Row[];
  /** A row's cells after the item's name, one for each heading after the first. */
  cells: (row: Row) => readonly ReactNode[];
}

/** A course's quizzes and exams, a row each named in its header cell, against columns of results: the assessment reports'. */
export function AssessedItemsTable<Row extends AssessedRow>(props: AssessedItemsTableProps<Row>) {
  return (
    <ResultsTable
      caption={props.caption}
      head={props.headings.map((heading) => (
        <th key={heading} scope="col" className="px-3 py-2 font-medium">
          {heading}
        </th>
      ))}
    >
      {props.rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200">
          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
            {row.kind === 'exam' ? props.examName(row.title) : row.title}
            {row.question && <span className="block text-xs font-normal text-slate-600">{row.question}</span>}
          </th>
          {props.cells(row).map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column.
            <td key={index} className="px-3 py-2">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </ResultsTable>
  );
}
