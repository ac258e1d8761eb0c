interface OutlineMoveButtonsProps {
  upLabel: string;
  downLabel: string;
  /** Absent when the item cannot move that way. */
  onUp: (() => void) | undefined;
  onDown: (() => void) | undefined;
}

const MOVE_BUTTON =
  'rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Move up and move down buttons: the keyboard way to reorder what can also be dragged. */
export function OutlineMoveButtons({ upLabel, downLabel, onUp, onDown }: OutlineMoveButtonsProps) {
  return (
    <span className="flex gap-1">
      <button type="button" className={MOVE_BUTTON} aria-label={upLabel} disabled={!onUp} onClick={onUp}>
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={MOVE_BUTTON}
        aria-label={downLabel}
        disabled={!onDown}
        onClick={onDown}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
