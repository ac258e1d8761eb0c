// How a crossword's answers and a learner's squares are written (a file of its own, without zod:
// the learner's grid reads it).

/**
 * Text as a crossword grid holds it, one character a square: composed (NFC), in capitals, letters
 * and digits only, so "Search engine" and "search-engine" are both SEARCHENGINE.
 */
export function gridLetters(text: string): string {
  return text
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The squares of a word's letters (code points, so a letter beyond the BMP takes one square). */
export const squaresOf = (letters: string): string[] => Array.from(letters);

/** What a learner types in an empty square of a word: a space (a word is sent as one string). */
export const BLANK_SQUARE = ' ';
