import type { ReactNode } from 'react';
import { classNames } from './class-names';

/**
 * A table of results that scrolls sideways when wide: its caption (for screen readers), a row of
 * headings, and its rows. With `reflow`, each row becomes a card on a narrow screen instead, each
 * cell a line named by its `data-label` (styles.css `.reflow-table`).
 */
export function ResultsTable({
  caption,
  head,
  reflow = false,
  children,
}: {
  caption: string;
  head: ReactNode;
  reflow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table
        className={classNames('min-w-full text-left text-sm', reflow && 'reflow-table reflow-table-headless')}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
