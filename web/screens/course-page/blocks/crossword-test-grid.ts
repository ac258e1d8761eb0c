import type { CrosswordGrid } from '../../../../common/domain/quiz/crossword-grid';

/** A grid for tests: SEARCH down from (0,2); NEW across from (1,1) on its E; PERSONA across from (3,0) on its R. */
export const TEST_GRID: CrosswordGrid = {
  width: 7,
  height: 6,
  words: [
    {
      id: 's',
      number: 1,
      direction: 'down',
      row: 0,
      col: 2,
      length: 6,
      clue: 'Where customers type questions',
    },
    { id: 'n', number: 2, direction: 'across', row: 1, col: 1, length: 3, clue: 'Not old' },
    { id: 'p', number: 3, direction: 'across', row: 3, col: 0, length: 7, clue: 'One typical customer' },
  ],
};
