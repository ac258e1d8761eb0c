import type { CrosswordGrid, GridWord } from '../../../../common/domain/quiz/crossword-grid';
import { wordSquares } from '../../../../common/domain/quiz/crossword-layout';

/** A word through a square, and the square's place in it (from 0). */
export interface InWord {
  word: GridWord;
  index: number;
}

/** A square of the grid: the number it shows where a word starts, and the words through it. */
export interface BoardSquare {
  key: string;
  row: number;
  col: number;
  number: number | null;
  across: InWord | null;
  down: InWord | null;
}

/** A crossword's grid as the browser draws it: its squares in reading order, its words in clue order. */
export interface Board {
  width: number;
  height: number;
  squares: Map<string, BoardSquare>;
  /** Across by number, then down by number: the order of the clue lists and of Tab. */
  words: GridWord[];
}

export const squareKey = (row: number, col: number) => `${row},${col}`;

/** The keys of a word's squares, first to last. */
export const wordKeys = (word: GridWord) => wordSquares(word).map(([row, col]) => squareKey(row, col));

export function boardOf(grid: CrosswordGrid): Board {
  const squares = new Map<string, BoardSquare>();
  for (const word of grid.words) {
    wordSquares(word).forEach(([row, col], index) => {
      const key = squareKey(row, col);
      const square = squares.get(key) ?? { key, row, col, number: null, across: null, down: null };
      square[word.direction] = { word, index };
      if (index === 0) square.number = word.number;
      squares.set(key, square);
    });
  }
  const inReading = [...squares.values()].sort((a, b) => a.row - b.row || a.col - b.col);
  const inClues = [...grid.words].sort((a, b) =>
    a.direction === b.direction ? a.number - b.number : a.direction === 'across' ? -1 : 1,
  );
  return {
    width: grid.width,
    height: grid.height,
    squares: new Map(inReading.map((square) => [square.key, square])),
    words: inClues,
  };
}
