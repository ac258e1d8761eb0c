import { SECONDARY_BUTTON } from './button-styles';

interface PagerProps {
  /** The navigation's name ("Students pages"). */
  label: string;
  page: number;
  pages: number;
  /** Where the reader is ("Page 2 of 5 · 230 learners"), read out as it changes. */
  status: string;
  previous: string;
  next: string;
  onPage: (page: number) => void;
}

/** Previous and Next for a list shown a page at a time, with where the reader is between them. */
export function Pager({ label, page, pages, status, previous, next, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span aria-live="polite" className="text-sm text-slate-700">
        {status}
      </span>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
