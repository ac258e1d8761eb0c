import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { TEST_GRID } from '../blocks/crossword-test-grid';
import type { AnswerReveal } from './answer-reveal';
import { CrosswordAnswer } from './crossword-answer';

resetClientAroundEachTest();

const setupData = { question: 'Solve the crossword.', grid: TEST_GRID };
const NOTHING_SHOWN: AnswerReveal = { rightAnswers: null, mark: null };

function answering(words: Record<string, string> = {}, reveal = NOTHING_SHOWN) {
  const onChange = vi.fn();
  function Harness() {
    const [typed, setTyped] = useState(words);
    return (
      <CrosswordAnswer
        setupData={setupData}
        words={typed}
        onChange={(next) => {
          onChange(next);
          setTyped(next);
        }}
        disabled={false}
        reveal={reveal}
      />
    );
  }
  render(<Harness />);
  return { sent: () => onChange.mock.lastCall?.[0] };
}

const square = (name: string) => screen.getByRole('textbox', { name });
const type = (field: HTMLElement, letter: string) => fireEvent.change(field, { target: { value: letter } });
const focused = () => document.activeElement?.getAttribute('aria-label');

describe('a learner’s crossword', () => {
  it('is a labelled group of squares, each named by its word and place and described by its clue', () => {
    answering();
    const group = screen.getByRole('group', { name: 'Crossword grid' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6 + 3 + 7 - 2);
    const first = square('2 across, letter 1 of 3');
    expect(first.getAttribute('aria-describedby')).toBe(
      screen.getByRole('button', { name: '2 Not old (3 letters)' }).id,
    );
    expect(square('1 down, letter 1 of 6').tabIndex).toBe(-1);
    // One stop in the tab order: the first word's first square.
    expect(first.tabIndex).toBe(0);
    const across = screen.getByRole('list', { name: 'Across' });
    expect(
      within(across)
        .getAllByRole('button')
        .map((clue) => clue.textContent),
    ).toEqual(['2 Not old (3 letters)', '3 One typical customer (7 letters)']);
    expect(within(screen.getByRole('list', { name: 'Down' })).getAllByRole('button')).toHaveLength(1);
  });

  it('moves along the word as letters are typed, filling a shared square for both words', () => {
    const { sent } = answering();
    const first = square('2 across, letter 1 of 3');
    first.focus();
    type(first, 'n');
    expect(sent()).toEqual({ n: 'N' });
    expect(focused()).toBe('2 across, letter 2 of 3');
    type(square('2 across, letter 2 of 3'), 'e');
    expect(sent()).toEqual({ n: 'NE', s: ' E' });
    type(square('2 across, letter 3 of 3'), 'W');
    expect(sent()).toEqual({ n: 'NEW', s: ' E' });
    // The last square keeps the cursor; a character that is no letter or digit is not taken.
    expect(focused()).toBe('2 across, letter 3 of 3');
    type(square('2 across, letter 3 of 3'), 'W-');
    expect(sent()).toEqual({ n: 'NEW', s: ' E' });
    expect((square('2 across, letter 1 of 3') as HTMLInputElement).value).toBe('N');
  });

  it('empties a square with Backspace, or the one before when it is empty, and goes back', () => {
    const { sent } = answering({ n: 'NEW' });
    const last = square('2 across, letter 3 of 3');
    last.focus();
    fireEvent.keyDown(last, { key: 'Backspace' });
    // The E is SEARCH's second letter too.
    expect(sent()).toEqual({ n: 'NE', s: ' E' });
    expect(focused()).toBe('2 across, letter 3 of 3');
    fireEvent.keyDown(last, { key: 'Backspace' });
    expect(sent()).toEqual({ n: 'N' });
    expect(focused()).toBe('2 across, letter 2 of 3');
    fireEvent.keyDown(square('2 across, letter 2 of 3'), { key: 'Delete' });
    fireEvent.keyDown(square('2 across, letter 2 of 3'), { key: 'Backspace' });
    expect(sent()).toEqual({});
    expect(focused()).toBe('2 across, letter 1 of 3');
  });

  it('turns between across and down with Space or a second click, and types along the new direction', () => {
    const { sent } = answering();
    const shared = square('2 across, letter 2 of 3');
    shared.focus();
    fireEvent.keyDown(shared, { key: ' ' });
    expect(shared.getAttribute('aria-label')).toBe('1 down, letter 2 of 6');
    type(shared, 'E');
    expect(sent()).toEqual({ s: ' E', n: ' E' });
    expect(focused()).toBe('1 down, letter 3 of 6');
    const below = square('1 down, letter 3 of 6');
    fireEvent.mouseDown(below);
    fireEvent.click(below);
    // Its only word goes down: nothing to turn to.
    expect(below.getAttribute('aria-label')).toBe('1 down, letter 3 of 6');
    const crossing = square('1 down, letter 2 of 6');
    crossing.focus();
    fireEvent.mouseDown(crossing);
    fireEvent.click(crossing);
    expect(crossing.getAttribute('aria-label')).toBe('2 across, letter 2 of 3');
  });

  it('goes from word to word with Tab, leaves the grid after the last, and moves by arrows and clues', () => {
    answering();
    const first = square('2 across, letter 1 of 3');
    first.focus();
    fireEvent.keyDown(first, { key: 'Tab' });
    expect(focused()).toBe('3 across, letter 1 of 7');
    fireEvent.keyDown(square('3 across, letter 1 of 7'), { key: 'Tab' });
    expect(focused()).toBe('1 down, letter 1 of 6');
    // Past the last word, Tab is the browser's: the focus leaves the grid.
    expect(fireEvent.keyDown(square('1 down, letter 1 of 6'), { key: 'Tab' })).toBe(true);
    fireEvent.keyDown(square('1 down, letter 1 of 6'), { key: 'Tab', shiftKey: true });
    expect(focused()).toBe('3 across, letter 1 of 7');

    fireEvent.keyDown(square('3 across, letter 1 of 7'), { key: 'ArrowUp' });
    // Up from P: no square above it in its column, so it stays, typing down where it can.
    expect(focused()).toBe('3 across, letter 1 of 7');
    fireEvent.keyDown(square('3 across, letter 1 of 7'), { key: 'ArrowRight' });
    fireEvent.keyDown(square('3 across, letter 2 of 7'), { key: 'ArrowRight' });
    fireEvent.keyDown(square('3 across, letter 3 of 7'), { key: 'ArrowUp' });
    expect(focused()).toBe('1 down, letter 3 of 6');

    fireEvent.click(screen.getByRole('button', { name: '2 Not old (3 letters)' }));
    expect(focused()).toBe('2 across, letter 1 of 3');
    expect(screen.getByRole('button', { name: '2 Not old (3 letters)' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('says which words were right and, once shown, the answers', () => {
    answering(
      { n: 'NEW', s: 'SXARCH' },
      {
        rightAnswers: { kind: 'words', words: { n: 'NEW', s: 'SEARCH', p: 'PERSONA' } },
        mark: { score: 1, maxScore: 3, correct: false, feedback: [], rightParts: ['n'] },
      },
    );
    const down = screen.getByRole('list', { name: 'Down' });
    expect(within(down).getByText('not right')).toBeTruthy();
    expect(within(down).getByText('Answer: SEARCH')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Across' })).getByText('right')).toBeTruthy();
    expect((square('2 across, letter 2 of 3') as HTMLInputElement).value).toBe('E');
  });
});
