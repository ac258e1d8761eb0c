import type { CrosswordGrid, GridWord } from '../../../../common/domain/quiz/crossword-grid';

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isGridWord(value: unknown): value is GridWord {
  const word = (value ?? {}) as Partial<Record<keyof GridWord, unknown>>;
  return (
    typeof word.id === 'string' &&
    typeof word.clue === 'string' &&
    (word.direction === 'across' || word.direction === 'down') &&
    [word.number, word.row, word.col, word.length].every(isCount)
  );
}

/**
 * A crossword's grid as a reader receives it in the setup (laid out by the server, without the
 * letters), its malformed words left out.
 */
export function crosswordGridOf(setupData: Record<string, unknown>): CrosswordGrid {
  const grid = (setupData.grid ?? {}) as Partial<Record<keyof CrosswordGrid, unknown>>;
  return {
    width: isCount(grid.width) ? grid.width : 0,
    height: isCount(grid.height) ? grid.height : 0,
    words: Array.isArray(grid.words) ? grid.words.filter(isGridWord) : [],
  };
}
