import { BLANK_SQUARE, squaresOf } from '../../../../common/domain/quiz/crossword-letters';
import { type Board, wordKeys } from '../blocks/crossword-board';

// A learner's words (as they are sent and kept) and the letters of the grid's squares, each from
// the other.

/**
 * The letter of each square (by key) that `words` fill (one string a word, as the learner sends
 * them, or the right answers); a square two words share takes the first letter given for it.
 */
export function lettersOf(board: Board, words: Readonly<Record<string, string>>): Map<string, string> {
  const letters = new Map<string, string>();
  for (const word of board.words) {
    const typed = squaresOf(words[word.id] ?? '');
    wordKeys(word).forEach((key, index) => {
      const letter = typed[index];
      if (letter && letter !== BLANK_SQUARE && !letters.has(key)) letters.set(key, letter);
    });
  }
  return letters;
}

/**
 * A learner's words as they are sent: each word's squares from its first, a space for an empty one
 * (none after its last letter), and words with no letter left out.
 */
export function wordsOf(board: Board, letters: ReadonlyMap<string, string>): Record<string, string> {
  const words: Record<string, string> = {};
  for (const word of board.words) {
    const typed = wordKeys(word)
      .map((key) => letters.get(key) || BLANK_SQUARE)
      .join('')
      .trimEnd();
    if (typed) words[word.id] = typed;
  }
  return words;
}
