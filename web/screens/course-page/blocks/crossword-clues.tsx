import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridWord } from '../../../../common/domain/quiz/crossword-grid';
import { DIRECTIONS } from '../../../../common/domain/quiz/crossword-layout';

/** A clue as the lists show it: its number, its text, and how many letters its answer has. */
export function ClueText({ word }: { word: GridWord }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="font-semibold">{word.number}</span> {word.clue}{' '}
      <span className="text-slate-600">{t('quiz.crossword.letters', { count: word.length })}</span>
    </>
  );
}

/** The clues of a crossword in two numbered lists, Across and Down; `clue` draws each (its text unless told). */
export function CrosswordClues({
  words,
  clue = (word) => <ClueText word={word} />,
}: {
  words: readonly GridWord[];
  clue?: (word: GridWord) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid min-w-56 flex-1 gap-4 sm:grid-cols-2">
      {DIRECTIONS.map((direction) => {
        const listed = words.filter((word) => word.direction === direction);
        if (listed.length === 0) return null;
        return (
          <div key={direction}>
            <p id={`${id}-${direction}`} className="mb-1 font-medium text-slate-900">
              {t(`quiz.crossword.${direction}`)}
            </p>
            <ol aria-labelledby={`${id}-${direction}`} className="space-y-1 text-slate-800">
              {listed.map((word) => (
                <li key={word.id}>{clue(word)}</li>
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
