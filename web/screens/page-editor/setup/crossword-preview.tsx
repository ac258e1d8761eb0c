import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crosswordWords } from '../../../../common/domain/quiz/crossword';
import { crosswordGrid } from '../../../../common/domain/quiz/crossword-grid';
import { squaresOf } from '../../../../common/domain/quiz/crossword-letters';
import { MAX_LETTERS, MIN_LETTERS } from '../../../../common/domain/quiz/crossword-setup';
import { boardOf } from '../../course-page/blocks/crossword-board';
import { CrosswordClues } from '../../course-page/blocks/crossword-clues';
import { CrosswordSquares } from '../../course-page/blocks/crossword-squares';
import { lettersOf } from '../../course-page/quiz/crossword-words';
import type { CrosswordEntries } from './crossword-edits';

/**
 * The grid the answers make, with its letters and numbered clues: laid out by the function the
 * server lays it out with on saving, so it is the grid learners get. An answer the server would
 * refuse (too few or too many letters) is left out until it is fixed.
 */
export function CrosswordPreview({ entries }: { entries: CrosswordEntries }) {
  const { t } = useTranslation();
  const { board, letters } = useMemo(() => {
    const words = crosswordWords(entries);
    const fit = entries.filter((entry) => {
      const squares = squaresOf(words[entry.id]!).length;
      return squares >= MIN_LETTERS && squares <= MAX_LETTERS;
    });
    const laidOut = boardOf(crosswordGrid(fit));
    return { board: laidOut, letters: lettersOf(laidOut, words) };
  }, [entries]);
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-800">{t('quizSetup.grid.legend')}</p>
      <p className="text-sm text-slate-600">{t('quizSetup.grid.hint')}</p>
      {board.words.length === 0 ? (
        <p className="text-sm text-slate-800">{t('quizSetup.grid.empty', { min: MIN_LETTERS })}</p>
      ) : (
        <div className="flex flex-wrap items-start gap-6">
          <CrosswordSquares
            board={board}
            role="img"
            aria-label={t('quizSetup.grid.size', { width: board.width, height: board.height })}
          >
            {(square) => (
              <span className="flex size-full items-center justify-center pt-2 font-semibold text-slate-900">
                {letters.get(square.key)}
              </span>
            )}
          </CrosswordSquares>
          <CrosswordClues words={board.words} />
        </div>
      )}
    </div>
  );
}
