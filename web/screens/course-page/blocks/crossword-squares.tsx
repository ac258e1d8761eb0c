import type { AriaAttributes, AriaRole, ReactNode } from 'react';
import type { Board, BoardSquare } from './crossword-board';

interface CrosswordSquaresProps extends Pick<AriaAttributes, 'aria-label'> {
  board: Board;
  role?: AriaRole;
  /** What a square holds: nothing, a letter, a learner's field. */
  children: (square: BoardSquare) => ReactNode;
}

/**
 * A crossword's squares where the grid puts them, each word's first square with its number (read
 * out by the square's own name where it has one, so hidden here); nothing where no word goes. The
 * squares shrink on a narrow screen, down to a size that still takes a finger.
 */
export function CrosswordSquares({ board, children, ...aria }: CrosswordSquaresProps) {
  return (
    <div className="max-w-full overflow-x-auto pt-px pl-px">
      <div
        {...aria}
        className="grid"
        style={{ gridTemplateColumns: `repeat(${board.width}, minmax(1.75rem, 2.5rem))` }}
      >
        {[...board.squares.values()].map((square) => (
          <div
            key={square.key}
            // Each square a pixel up and left: neighbours share one border.
            className="relative -mt-px -ml-px aspect-square border border-slate-500 bg-white"
            style={{ gridRow: square.row + 1, gridColumn: square.col + 1 }}
          >
            {square.number !== null && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-0 left-0.5 z-10 text-[0.625rem] leading-tight text-slate-700"
              >
                {square.number}
              </span>
            )}
            {children(square)}
          </div>
        ))}
      </div>
    </div>
  );
}
