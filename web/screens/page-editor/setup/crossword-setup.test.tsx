import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';
import { CrosswordSetup as CrosswordSchema } from '../../../../common/domain/quiz/crossword-setup';
import { i18n, showLanguage } from '../../../i18n/i18n';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { starterSetupOf } from '../quiz-starter-setup';
import { CrosswordSetup } from './crossword-setup';
import { setupFormHarness } from './setup-form-harness';

resetClientAroundEachTest();

const crossword = {
  points: 1,
  maxAttempts: 1,
  attemptScoring: 'best',
  reveal: 'immediately',
  passPercent: 0,
  question: 'Solve the crossword.',
  answerKey: {
    entries: [
      { id: 'p', clue: 'One typical customer', answer: 'persona' },
      { id: 's', clue: 'Where customers type questions', answer: 'search' },
    ],
  },
};

const sent = (onChange: Mock) => onChange.mock.lastCall?.[0];
const clue = (number: number) => screen.getByRole('group', { name: `Clue ${number}` });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const previewLetters = () =>
  screen.getByRole('img', { name: /^The grid laid out/ }).textContent?.replace(/\d/g, '');
/** The preview's clues, across then down: "1 Where customers type questions (6 letters)". */
const previewClues = () =>
  ['Across', 'Down'].flatMap((direction) => {
    const list = screen.queryByRole('list', { name: direction });
    return list
      ? within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      : [];
  });

describe('a crossword’s setup', () => {
  it('starts with two clues whose answers cross, in the interface language', async () => {
    const setup = CrosswordSchema.parse(starterSetupOf('crossword', i18n.t));
    expect(setup.answerKey.entries.map(({ clue, answer }) => [clue, answer])).toEqual([
      ['The capital of Indonesia', 'Jakarta'],
      ['The capital of Malaysia', 'Kuala Lumpur'],
    ]);
    await showLanguage('ms');
    const translated = CrosswordSchema.parse(starterSetupOf('crossword', i18n.t));
    await i18n.changeLanguage('en');
    expect(translated.question).toBe('Selesaikan teka silang kata ini.');
    expect(translated.answerKey.entries[0]!.clue).toBe('Ibu negara Indonesia');
  });

  it('edits each clue and answer, and previews the grid they make with its numbered clues', () => {
    const { Harness, onChange } = setupFormHarness(CrosswordSetup, 'crossword', crossword);
    render(<Harness />);
    expect(screen.getByText(/“search engine” becomes SEARCHENGINE/)).toBeTruthy();
    // SEARCH down, crossing PERSONA across on its R: the letters in reading order.
    expect(previewLetters()).toBe('SEAPERSONACH');
    type(within(clue(2)).getByLabelText('Answer'), 'search engine');
    expect(sent(onChange).answerKey.entries[1]).toEqual({
      id: 's',
      clue: 'Where customers type questions',
      answer: 'search engine',
    });
    expect(CrosswordSchema.safeParse(sent(onChange)).success).toBe(true);
    expect(previewClues().join()).toContain('Where customers type questions (12 letters)');
    type(within(clue(1)).getByLabelText('Clue'), 'A typical customer');
    expect(previewClues().join()).toContain('A typical customer (7 letters)');
    // An answer too short to lay out is left out of the preview until it is fixed.
    type(within(clue(1)).getByLabelText('Answer'), 'P');
    expect(previewClues()).toEqual(['1 Where customers type questions (12 letters)']);
    expect(previewLetters()).toBe('SEARCHENGINE');
  });

  it('adds a numbered clue, moves one down and removes one, keeping at least two', () => {
    const { Harness, onChange } = setupFormHarness(CrosswordSetup, 'crossword', crossword);
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Remove clue 1' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add clue' }));
    const added = sent(onChange).answerKey.entries[2];
    expect(added).toMatchObject({ clue: 'Clue 3', answer: 'Answer' });
    expect(CrosswordSchema.safeParse(sent(onChange)).success).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move clue 1 down' }));
    expect(sent(onChange).answerKey.entries.map((entry: { id: string }) => entry.id)).toEqual([
      's',
      'p',
      added.id,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove clue 3' }));
    expect(sent(onChange).answerKey.entries.map((entry: { id: string }) => entry.id)).toEqual(['s', 'p']);
  });
});
