import type { GridWord } from '../../../../common/domain/quiz/crossword-grid';
import { type Direction, STEP } from '../../../../common/domain/quiz/crossword-layout';
import { type Board, type InWord, squareKey } from '../blocks/crossword-board';

// Where the keyboard takes a learner in a crossword grid.

/** Where the learner is: a square, and the direction they type in. */
export interface Cursor {
  key: string;
  direction: Direction;
}

const otherThan = (direction: Direction): Direction => (direction === 'across' ? 'down' : 'across');

/** The word the cursor types into: the one through its square in its direction, else the other. */
export function wordAt(board: Board, cursor: Cursor): InWord {
  const square = board.squares.get(cursor.key)!;
  return square[cursor.direction] ?? square[otherThan(cursor.direction)]!;
}

/** A cursor on square `key`, typing in `direction` where a word goes that way through it. */
export function cursorAt(board: Board, key: string, direction: Direction): Cursor {
  return { key, direction: board.squares.get(key)?.[direction] ? direction : otherThan(direction) };
}

/** The first square of a word, typing along it. */
export const startOf = (word: GridWord): Cursor => ({
  key: squareKey(word.row, word.col),
  direction: word.direction,
});

/** The cursor moved `step` squares along its word, staying within it. */
export function alongWord(board: Board, cursor: Cursor, step: 1 | -1): Cursor {
  const { word, index } = wordAt(board, cursor);
  const to = Math.min(word.length - 1, Math.max(0, index + step));
  const [dr, dc] = STEP[word.direction];
  return { key: squareKey(word.row + dr * to, word.col + dc * to), direction: word.direction };
}

/** Space, or a click on the square being typed in: the other direction, where a word goes so. */
export const turned = (board: Board, cursor: Cursor) =>
  cursorAt(board, cursor.key, otherThan(cursor.direction));

/** The rows and columns each arrow key moves. */
export const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * An arrow key: the nearest square that way in the same row or column (over empty ones), typing
 * along the arrow where a word goes so; at the grid's edge, the same square.
 */
export function arrowed(board: Board, cursor: Cursor, [dr, dc]: readonly [number, number]): Cursor {
  const square = board.squares.get(cursor.key)!;
  const direction = dr === 0 ? 'across' : 'down';
  let [row, col] = [square.row + dr, square.col + dc];
  for (; row >= 0 && col >= 0 && row < board.height && col < board.width; row += dr, col += dc) {
    if (board.squares.has(squareKey(row, col))) return cursorAt(board, squareKey(row, col), direction);
  }
  return cursorAt(board, cursor.key, direction);
}

/**
 * Tab (1) or Shift+Tab (-1): the first square of the next or previous word in clue order; null past
 * the first or last word, where the focus leaves the grid.
 */
export function nextWord(board: Board, cursor: Cursor, step: 1 | -1): Cursor | null {
  const next = board.words[board.words.indexOf(wordAt(board, cursor).word) + step];
  return next ? startOf(next) : null;
}
