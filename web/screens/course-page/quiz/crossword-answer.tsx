import { type ChangeEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridWord } from '../../../../common/domain/quiz/crossword-grid';
import { gridLetters, squaresOf } from '../../../../common/domain/quiz/crossword-letters';
import { type BoardSquare, boardOf, wordKeys } from '../blocks/crossword-board';
import { ClueText, CrosswordClues } from '../blocks/crossword-clues';
import { crosswordGridOf } from '../blocks/crossword-grid-of';
import { CrosswordSquares } from '../blocks/crossword-squares';
import type { AnswerReveal } from './answer-reveal';
import {
  ARROWS,
  alongWord,
  arrowed,
  type Cursor,
  cursorAt,
  nextWord,
  startOf,
  turned,
  wordAt,
} from './crossword-moves';
import { wordName } from './crossword-word-name';
import { lettersOf, wordsOf } from './crossword-words';
import { PartMark } from './part-mark';

interface CrosswordAnswerProps {
  setupData: Record<string, unknown>;
  /** The learner's words: one string a word, a space for an empty square. */
  words: Record<string, string>;
  onChange: (words: Record<string, string>) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

/**
 * A crossword for a learner: a field in each square of the grid and the clues beside it. Typing a
 * letter fills the square and moves along the word; Backspace empties it, or the one before; the
 * arrow keys move between squares; Space, or a click on the square being typed in, turns between
 * across and down; Tab and Shift+Tab go to the next and previous word (and out of the grid past
 * the last and the first); a clue takes the cursor to its word's first square. Each field is named
 * by its word and place ("3 across, letter 2 of 5") and described by its clue. After a revealed
 * attempt each clue says whether its word was right and, once shown, its answer.
 */
export function CrosswordAnswer({ setupData, words, onChange, disabled, reveal }: CrosswordAnswerProps) {
  const { t } = useTranslation();
  const id = useId();
  const board = useMemo(() => boardOf(crosswordGridOf(setupData)), [setupData]);
  const [chosen, setCursor] = useState<Cursor | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement>());
  // Whether the square pressed had the focus already: a click on it then turns the direction.
  const pressedFocused = useRef(false);
  // Until the learner moves, and should the grid change under them: the first word's first square.
  const first = board.words[0];
  const cursor = chosen && board.squares.has(chosen.key) ? chosen : first ? startOf(first) : null;
  if (!cursor) return null;
  const letters = lettersOf(board, words);
  const current = wordAt(board, cursor).word;
  const inCurrent = new Set(wordKeys(current));
  const clueId = (word: GridWord) => `${id}-clue-${word.id}`;
  const right = reveal.mark?.rightParts;
  const shown = reveal.rightAnswers?.kind === 'words' ? reveal.rightAnswers.words : null;

  const moveTo = (next: Cursor) => {
    setCursor(next);
    fields.current.get(next.key)?.focus();
  };
  const write = (key: string, letter: string) => onChange(wordsOf(board, new Map(letters).set(key, letter)));
  // The cursor on `square`, keeping the direction where a word goes that way through it.
  const on = (square: BoardSquare) =>
    square.key === cursor.key ? cursor : cursorAt(board, square.key, cursor.direction);

  const onType = (square: BoardSquare, event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    if (value === '') return write(square.key, '');
    // The field held the square's letter: what was typed is the other one, else the same again.
    const typed = squaresOf(gridLetters(value));
    const letter = typed.find((each) => each !== letters.get(square.key)) ?? typed[0];
    if (!letter) return;
    write(square.key, letter);
    moveTo(alongWord(board, on(square), 1));
  };

  const onKeyDown = (square: BoardSquare, event: KeyboardEvent<HTMLInputElement>) => {
    const here = on(square);
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      moveTo(arrowed(board, here, arrow));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (letters.has(square.key)) return write(square.key, '');
      const back = alongWord(board, here, -1);
      if (back.key === square.key) return;
      write(back.key, '');
      moveTo(back);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      write(square.key, '');
    } else if (event.key === ' ') {
      event.preventDefault();
      setCursor(turned(board, here));
    } else if (event.key === 'Tab') {
      const next = nextWord(board, here, event.shiftKey ? -1 : 1);
      if (!next) return;
      event.preventDefault();
      moveTo(next);
    }
  };

  const fieldOf = (square: BoardSquare) => {
    const named = wordAt(board, on(square));
    const isCursor = square.key === cursor.key;
    return (
      <input
        ref={(field) => {
          if (field) fields.current.set(square.key, field);
          else fields.current.delete(square.key);
        }}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-label={t('quiz.crossword.square', {
          word: wordName(t, named.word),
          letter: named.index + 1,
          length: named.word.length,
        })}
        aria-describedby={clueId(named.word)}
        // One stop in the tab order: the arrows and Tab move within the grid.
        tabIndex={isCursor ? 0 : -1}
        value={letters.get(square.key) ?? ''}
        disabled={disabled}
        onFocus={() => setCursor((was) => (was?.key === square.key ? was : on(square)))}
        onMouseDown={(event) => {
          pressedFocused.current = document.activeElement === event.currentTarget;
        }}
        onClick={() => {
          if (pressedFocused.current) setCursor(turned(board, on(square)));
        }}
        onChange={(event) => onType(square, event)}
        onKeyDown={(event) => onKeyDown(square, event)}
        className={`size-full pt-2 text-center text-lg font-semibold uppercase text-slate-900 caret-transparent focus:bg-amber-100 focus:outline-2 focus:outline-brand-700 disabled:text-slate-700 ${
          inCurrent.has(square.key) ? 'bg-sky-100' : 'bg-white'
        }`}
      />
    );
  };

  return (
    <div className="flex flex-wrap items-start gap-6">
      <fieldset aria-describedby={`${id}-help`}>
        <legend className="sr-only">{t('quiz.crossword.grid')}</legend>
        <p id={`${id}-help`} className="mb-2 max-w-md text-sm text-slate-600">
          {t('quiz.crossword.help')}
        </p>
        <CrosswordSquares board={board}>{fieldOf}</CrosswordSquares>
      </fieldset>
      <CrosswordClues
        words={board.words}
        clue={(word) => (
          <span className="flex flex-wrap items-baseline gap-x-2">
            <button
              id={clueId(word)}
              type="button"
              aria-current={word === current || undefined}
              onClick={() => moveTo(startOf(word))}
              className={`rounded px-1 text-left hover:bg-slate-100 ${word === current ? 'bg-sky-100' : ''}`}
            >
              <ClueText word={word} />
            </button>
            {right && <PartMark right={right.includes(word.id)} />}
            {shown?.[word.id] && (
              <span className="text-sm text-green-800">
                {t('quiz.crossword.answer', { word: shown[word.id] })}
              </span>
            )}
          </span>
        )}
      />
    </div>
  );
}
