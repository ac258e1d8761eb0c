import { gridLetters } from './crossword-letters';
import type { CrosswordSetup } from './crossword-setup';
import { type Mark, markOf } from './mark';

type Entries = CrosswordSetup['answerKey']['entries'];

/** Each entry's answer as its squares hold it, by entry id: what the widget reveals. */
export const crosswordWords = (entries: Entries): Record<string, string> =>
  Object.fromEntries(entries.map((entry) => [entry.id, gridLetters(entry.answer)]));

/**
 * Mark the words a learner typed (one string a word, a space for an empty square): each word is
 * worth an equal share of the points, earned when every square holds its letter (in any case);
 * `rightParts` names the words they got right.
 */
export function markCrossword(
  entries: Entries,
  typed: Readonly<Record<string, string>>,
  maxScore: number,
): Mark {
  const rightParts = entries
    .filter((entry) => gridLetters(typed[entry.id] ?? '') === gridLetters(entry.answer))
    .map((entry) => entry.id);
  return { ...markOf(rightParts.length / entries.length, maxScore), rightParts };
}
