import type { TFunction } from 'i18next';
import type { GridWord } from '../../../../common/domain/quiz/crossword-grid';

/** A word by its number and direction: "3 across". */
export const wordName = (t: TFunction, { number, direction }: Pick<GridWord, 'number' | 'direction'>) =>
  direction === 'across'
    ? t('quiz.crossword.wordAcross', { number })
    : t('quiz.crossword.wordDown', { number });
