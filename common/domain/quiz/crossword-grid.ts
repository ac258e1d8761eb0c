import { type CrosswordLayout, layOutCrossword, type PlacedWord } from './crossword-layout';
import { gridLetters } from './crossword-letters';

/** A word of the grid as a learner receives it: where it goes and its clue, never its letters. */
export interface GridWord extends PlacedWord {
  clue: string;
}

/**
 * A crossword as a learner sees it before answering, stored in the setup beside `answerKey` (which
 * keeps the letters): the grid's size and each word's place, number, length and clue.
 */
export interface CrosswordGrid extends CrosswordLayout {
  words: GridWord[];
}

/** The grid of a crossword's entries (clue and answer each), laid out by layOutCrossword. */
export function crosswordGrid(
  entries: ReadonlyArray<{ id: string; clue: string; answer: string }>,
): CrosswordGrid {
  const layout = layOutCrossword(entries.map(({ id, answer }) => ({ id, letters: gridLetters(answer) })));
  const clues = new Map(entries.map(({ id, clue }) => [id, clue]));
  return { ...layout, words: layout.words.map((word) => ({ ...word, clue: clues.get(word.id) ?? '' })) };
}
