import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '../../../i18n/i18n';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { answerSummary } from '../quiz/answer-summary';
import { CrosswordBlock } from './crossword-question';
import { TEST_GRID } from './crossword-test-grid';

resetClientAroundEachTest();

const setupData = { question: 'Solve the crossword.', grid: TEST_GRID };

describe('a crossword as anyone but a learner sees it', () => {
  it('shows the empty grid, named by its size, and the clues with their numbers and lengths', async () => {
    render(<CrosswordBlock setupData={setupData} />);
    expect(screen.getByText('Solve the crossword.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Crossword grid of 7 by 6 squares' })).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    const across = within(screen.getByRole('list', { name: 'Across' })).getAllByRole('listitem');
    expect(across.map((clue) => clue.textContent)).toEqual([
      '2 Not old (3 letters)',
      '3 One typical customer (7 letters)',
    ]);
    expect(screen.getByRole('list', { name: 'Down' }).textContent).toBe(
      '1 Where customers type questions (6 letters)',
    );

    await showLanguage('id');
    expect(await screen.findByRole('list', { name: 'Menurun' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kisi teka-teki silang berukuran 7 kali 6 kotak' })).toBeTruthy();
  });

  it('sums up a learner’s words for their teacher, word by word', () => {
    expect(answerSummary(i18n.t, setupData, { words: { s: 'SEAR', p: 'PERSONA' } })).toBe(
      '1 down: SEAR; 2 across: —; 3 across: PERSONA',
    );
  });
});
