import { squaresOf } from './crossword-letters';

export const DIRECTIONS = ['across', 'down'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A word in the grid: its first square (row and column from 0), its direction, clue number and length. */
export interface PlacedWord {
  id: string;
  number: number;
  direction: Direction;
  row: number;
  col: number;
  length: number;
}

/** A laid out crossword: the grid's size in squares and its words, by number (across before down). */
export interface CrosswordLayout {
  width: number;
  height: number;
  words: PlacedWord[];
}

/** Rows and columns one square along a direction moves. */
export const STEP: Record<Direction, readonly [number, number]> = { across: [0, 1], down: [1, 0] };

/** The squares of a placed word, first to last, as [row, column]. */
export function wordSquares({ row, col, direction, length }: Omit<PlacedWord, 'id' | 'number'>) {
  const [dr, dc] = STEP[direction];
  return Array.from({ length }, (_, index): [number, number] => [row + dr * index, col + dc * index]);
}

interface Square {
  row: number;
  col: number;
  letter: string;
  /** Whether a word across, or down, passes through it. */
  across: boolean;
  down: boolean;
}

interface Spot {
  row: number;
  col: number;
  direction: Direction;
}

/** A spot a word may take, with what makes it better than another: crossings, then compactness. */
interface Candidate extends Spot {
  crossings: number;
  area: number;
  skew: number;
}

interface Bounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const at = (row: number, col: number) => `${row},${col}`;

/** The last square of a word of `length` squares at `spot`. */
function endOf({ row, col, direction }: Spot, length: number): [number, number] {
  const [dr, dc] = STEP[direction];
  return [row + dr * (length - 1), col + dc * (length - 1)];
}

function extended(bounds: Bounds, spot: Spot, length: number): Bounds {
  const [endRow, endCol] = endOf(spot, length);
  return {
    top: Math.min(bounds.top, spot.row),
    bottom: Math.max(bounds.bottom, endRow),
    left: Math.min(bounds.left, spot.col),
    right: Math.max(bounds.right, endCol),
  };
}

function candidate(bounds: Bounds, spot: Spot, length: number, crossings: number): Candidate {
  const next = extended(bounds, spot, length);
  const height = next.bottom - next.top + 1;
  const width = next.right - next.left + 1;
  return { ...spot, crossings, area: height * width, skew: Math.abs(height - width) };
}

/** More crossings, then a smaller grid, then a squarer one; ties go to the first in reading order. */
function isBetter(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  return (
    (b.crossings - a.crossings ||
      a.area - b.area ||
      a.skew - b.skew ||
      a.row - b.row ||
      a.col - b.col ||
      (a.direction === 'across' ? -1 : 1) - (b.direction === 'across' ? -1 : 1)) < 0
  );
}

/**
 * How many squares of the grid `letters` would share at `spot`, or null where it may not go: a
 * shared square must hold the same letter and not already be part of a word in this direction;
 * the squares before and after the word stay empty, and a square of its own has no letter on
 * either side (two words side by side would spell words no clue asks for).
 */
function crossingsAt(grid: Map<string, Square>, letters: readonly string[], spot: Spot): number | null {
  const [dr, dc] = STEP[spot.direction];
  const { row, col } = spot;
  const length = letters.length;
  if (grid.has(at(row - dr, col - dc)) || grid.has(at(row + dr * length, col + dc * length))) return null;
  let crossings = 0;
  for (let index = 0; index < length; index++) {
    const r = row + dr * index;
    const c = col + dc * index;
    const square = grid.get(at(r, c));
    if (square) {
      if (square.letter !== letters[index] || square[spot.direction]) return null;
      crossings++;
    } else if (grid.has(at(r + dc, c + dr)) || grid.has(at(r - dc, c - dr))) {
      return null;
    }
  }
  return crossings;
}

/** The best spot where `letters` crosses at least one word of the grid, or null. */
function bestCrossing(grid: Map<string, Square>, bounds: Bounds, letters: readonly string[]) {
  let best: Candidate | null = null;
  for (const square of grid.values()) {
    letters.forEach((letter, index) => {
      if (letter !== square.letter) return;
      for (const direction of DIRECTIONS) {
        if (square[direction]) continue;
        const [dr, dc] = STEP[direction];
        const spot = { row: square.row - dr * index, col: square.col - dc * index, direction };
        const crossings = crossingsAt(grid, letters, spot);
        if (crossings === null) continue;
        const found = candidate(bounds, spot, letters.length, crossings);
        if (isBetter(found, best)) best = found;
      }
    });
  }
  return best;
}

/** No square of the grid in the rectangle from (top, left) to (bottom, right). */
function isClear(grid: Map<string, Square>, { top, bottom, left, right }: Bounds): boolean {
  for (let row = top; row <= bottom; row++) {
    for (let col = left; col <= right; col++) if (grid.has(at(row, col))) return false;
  }
  return true;
}

/**
 * The best spot for a word that crosses none: in or beside the grid, with an empty square all
 * round it, so it touches no other word. One exists always: two rows below the grid.
 */
function bestApart(grid: Map<string, Square>, bounds: Bounds, length: number): Candidate {
  let best: Candidate | null = null;
  for (const direction of DIRECTIONS) {
    const [dr, dc] = STEP[direction];
    for (let row = bounds.top - 2 - dr * (length - 1); row <= bounds.bottom + 2; row++) {
      for (let col = bounds.left - 2 - dc * (length - 1); col <= bounds.right + 2; col++) {
        const spot = { row, col, direction };
        const found = candidate(bounds, spot, length, 0);
        // The cheap comparison first: most spots lose before their squares are looked at.
        if (!isBetter(found, best)) continue;
        const [endRow, endCol] = endOf(spot, length);
        if (isClear(grid, { top: row - 1, bottom: endRow + 1, left: col - 1, right: endCol + 1 }))
          best = found;
      }
    }
  }
  return best!;
}

/** Number the words' first squares in reading order, with the grid moved to start at (0, 0). */
function numbered(
  placed: ReadonlyArray<Spot & { id: string; length: number }>,
  bounds: Bounds,
): CrosswordLayout {
  if (placed.length === 0) return { width: 0, height: 0, words: [] };
  const moved = placed.map((word) => ({ ...word, row: word.row - bounds.top, col: word.col - bounds.left }));
  const numbers = new Map<string, number>();
  for (const word of [...moved].sort((a, b) => a.row - b.row || a.col - b.col)) {
    const key = at(word.row, word.col);
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
  }
  const words = moved
    .map(({ id, row, col, direction, length }) => ({
      id,
      number: numbers.get(at(row, col))!,
      direction,
      row,
      col,
      length,
    }))
    .sort((a, b) => a.number - b.number || (a.direction === 'across' ? -1 : 1));
  return { width: bounds.right - bounds.left + 1, height: bounds.bottom - bounds.top + 1, words };
}

/**
 * Lay out a crossword from its answers (`letters` as gridLetters writes them): the longest first,
 * across; then, again and again, the first word left (longest first) that can cross the grid, at
 * its spot of most crossings and smallest, squarest grid; a word that crosses nothing goes where it
 * touches no other word. Every word is placed, and the same answers always give the same grid.
 */
export function layOutCrossword(entries: ReadonlyArray<{ id: string; letters: string }>): CrosswordLayout {
  const waiting = entries
    .map((entry, index) => ({ id: entry.id, squares: squaresOf(entry.letters), index }))
    .sort((a, b) => b.squares.length - a.squares.length || a.index - b.index);
  const grid = new Map<string, Square>();
  const placed: Array<Spot & { id: string; length: number }> = [];
  let bounds: Bounds = { top: 0, bottom: 0, left: 0, right: 0 };
  const place = (word: (typeof waiting)[number], spot: Spot) => {
    const [dr, dc] = STEP[spot.direction];
    word.squares.forEach((letter, index) => {
      const row = spot.row + dr * index;
      const col = spot.col + dc * index;
      const square = grid.get(at(row, col)) ?? { row, col, letter, across: false, down: false };
      square[spot.direction] = true;
      grid.set(at(row, col), square);
    });
    bounds = extended(bounds, spot, word.squares.length);
    placed.push({ ...spot, id: word.id, length: word.squares.length });
  };
  const first = waiting.shift();
  if (first) place(first, { row: 0, col: 0, direction: 'across' });
  while (waiting.length > 0) {
    let chosen = 0;
    let spot: Spot | null = null;
    for (const [index, word] of waiting.entries()) {
      spot = bestCrossing(grid, bounds, word.squares);
      if (spot) {
        chosen = index;
        break;
      }
    }
    // A word that crosses nothing is the longest of those left (chosen stays 0).
    spot ??= bestApart(grid, bounds, waiting[0]!.squares.length);
    place(waiting.splice(chosen, 1)[0]!, spot);
  }
  return numbered(placed, bounds);
}
