import { useTranslation } from 'react-i18next';
import { boardOf } from './crossword-board';
import { CrosswordClues } from './crossword-clues';
import { crosswordGridOf } from './crossword-grid-of';
import { CrosswordSquares } from './crossword-squares';
import { Question } from './question-frame';
import type { BlockViewProps } from './setup-value';

/** A crossword: its empty grid with the words' numbers, and its clues. */
export function CrosswordBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const board = boardOf(crosswordGridOf(setupData));
  return (
    <Question setupData={setupData}>
      <div className="flex flex-wrap items-start gap-6">
        <CrosswordSquares
          board={board}
          role="img"
          aria-label={t('quiz.crossword.gridSize', { width: board.width, height: board.height })}
        >
          {() => null}
        </CrosswordSquares>
        <CrosswordClues words={board.words} />
      </div>
    </Question>
  );
}
