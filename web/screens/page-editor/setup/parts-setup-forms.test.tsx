import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';
import { FillInTheBlanksSetup as FillInTheBlanksSchema } from '../../../../common/domain/quiz/fill-in-the-blanks-setup';
import { MatchItSetup as MatchItSchema } from '../../../../common/domain/quiz/match-it-setup';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { FillInTheBlanksSetup } from './fill-in-the-blanks-setup';
import { MatchItSetup } from './match-it-setup';
import { setupFormHarness } from './setup-form-harness';

resetClientAroundEachTest();

const settings = { points: 1, maxAttempts: 1, attemptScoring: 'best', reveal: 'immediately', passPercent: 0 };

const blanks = {
  ...settings,
  question: 'Fill in the blanks.',
  passage: [{ text: 'The capital of Indonesia is ' }, { gapId: 'g1' }, { text: '.' }],
  answerKey: { gaps: { g1: ['Jakarta'] }, caseSensitive: false },
};

const matching = {
  ...settings,
  question: 'Match each English word with its Malay word.',
  items: [
    { id: 'en1', text: 'cat' },
    { id: 'en2', text: 'dog' },
  ],
  choices: [
    { id: 'ms7', text: 'anjing' },
    { id: 'ms3', text: 'kucing' },
  ],
  answerKey: { matches: { en1: 'ms3', en2: 'ms7' } },
};

const sent = (onChange: Mock) => onChange.mock.lastCall?.[0];
const group = (name: string) => screen.getByRole('group', { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const passageField = () => screen.getByLabelText<HTMLTextAreaElement>('Passage');
const gapIds = (setup: { passage: ({ text: string } | { gapId: string })[] }) =>
  setup.passage.flatMap((part) => ('gapId' in part ? [part.gapId] : []));

describe('fill in the blanks setup', () => {
  it('shows the stored passage in its notation, and its gaps under it', () => {
    const { Harness } = setupFormHarness(FillInTheBlanksSetup, 'fill_in_the_blanks', blanks);
    render(<Harness />);
    expect(passageField().value).toBe('The capital of Indonesia is *Jakarta*.');
    expect(screen.getByRole('list', { name: 'Gaps' }).textContent).toBe('Gap 1: Jakarta');
  });

  it('sends a passage typed with two gaps as two gap parts with their answers', () => {
    const { Harness, onChange } = setupFormHarness(FillInTheBlanksSetup, 'fill_in_the_blanks', blanks);
    render(<Harness />);
    // Spaces around an answer are not part of it, but stay in the field as typed.
    const typed = 'The capital of Indonesia is *Jakarta*, and colour is also spelt *colour / color*.';
    type(passageField(), typed);
    expect(passageField().value).toBe(typed);
    const setup = sent(onChange);
    const [first, second = ''] = gapIds(setup);
    expect(second).not.toBe('g1');
    expect(setup.passage).toEqual([
      { text: 'The capital of Indonesia is ' },
      { gapId: 'g1' },
      { text: ', and colour is also spelt ' },
      { gapId: second },
      { text: '.' },
    ]);
    expect(first).toBe('g1');
    expect(setup.answerKey).toEqual({
      gaps: { g1: ['Jakarta'], [second]: ['colour', 'color'] },
      caseSensitive: false,
    });
    expect(FillInTheBlanksSchema.safeParse(setup).success).toBe(true);
    const preview = within(screen.getByRole('list', { name: 'Gaps' })).getAllByRole('listitem');
    expect(preview.map((gap) => gap.textContent)).toEqual(['Gap 1: Jakarta', 'Gap 2: colour or color']);
  });

  it('keeps the gap ids when the text outside the gaps changes', () => {
    const { Harness, onChange } = setupFormHarness(FillInTheBlanksSetup, 'fill_in_the_blanks', blanks);
    render(<Harness />);
    type(passageField(), 'The capital of Indonesia is *Jakarta*; colour is also spelt *colour/color*.');
    const ids = gapIds(sent(onChange));
    type(passageField(), 'Indonesia’s capital: *Jakarta*. Also spelt *colour/color*!');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(gapIds(sent(onChange))).toEqual(ids);
    expect(sent(onChange).passage[0]).toEqual({ text: 'Indonesia’s capital: ' });
  });

  it('keeps a gap left open as typed, says to close it and sends nothing', () => {
    const { Harness, onChange } = setupFormHarness(FillInTheBlanksSetup, 'fill_in_the_blanks', blanks);
    render(<Harness />);
    type(passageField(), 'The capital of Indonesia is *Jakarta');
    expect(passageField().value).toBe('The capital of Indonesia is *Jakarta');
    expect(screen.getByText('Close each gap with a second asterisk.')).toBeTruthy();
    expect(passageField().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    type(passageField(), 'The capital of Indonesia is *Jakarta/DKI Jakarta*');
    expect(screen.queryByText('Close each gap with a second asterisk.')).toBeNull();
    expect(sent(onChange).answerKey.gaps).toEqual({ g1: ['Jakarta', 'DKI Jakarta'] });
  });

  it('sends case sensitivity with the answer key', () => {
    const { Harness, onChange } = setupFormHarness(FillInTheBlanksSetup, 'fill_in_the_blanks', blanks);
    render(<Harness />);
    fireEvent.click(screen.getByLabelText(/^Case sensitive/));
    expect(sent(onChange).answerKey).toEqual({ gaps: { g1: ['Jakarta'] }, caseSensitive: true });
  });
});

describe('match it setup', () => {
  it('adds a pair, focused, and sends three items, three choices and three matches', () => {
    const { Harness, onChange } = setupFormHarness(MatchItSetup, 'match_it', matching);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }));
    const setup = sent(onChange);
    expect(setup.items).toHaveLength(3);
    expect(setup.choices).toHaveLength(3);
    const added = setup.items[2];
    const match = setup.choices.find(
      (choice: { id: string }) => choice.id === setup.answerKey.matches[added.id],
    );
    expect([added.text, match?.text]).toEqual(['Item 3', 'Match 3']);
    expect(added.id).not.toBe(match?.id);
    expect(setup.answerKey.matches).toEqual({ en1: 'ms3', en2: 'ms7', [added.id]: match?.id });
    expect(MatchItSchema.safeParse(setup).success).toBe(true);
    expect(document.activeElement).toBe(within(group('Pair 3')).getByLabelText('Item'));
  });

  it('refuses to remove a pair at two, and removes one with its match above that', () => {
    const { Harness, onChange } = setupFormHarness(MatchItSetup, 'match_it', matching);
    render(<Harness />);
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Remove pair 1' });
    expect(remove.disabled).toBe(true);
    fireEvent.click(remove);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove pair 1' }));
    const setup = sent(onChange);
    expect(setup.items.map((item: { text: string }) => item.text)).toEqual(['dog', 'Item 3']);
    expect(setup.choices.map((choice: { text: string }) => choice.text)).toEqual(['anjing', 'Match 3']);
    expect(setup.answerKey.matches).toEqual({ en2: 'ms7', [setup.items[1].id]: setup.choices[1].id });
    expect(document.activeElement).toBe(within(group('Pair 1')).getByLabelText('Item'));
  });

  it('edits both sides of a pair and moves it, keeping its match', () => {
    const { Harness, onChange } = setupFormHarness(MatchItSetup, 'match_it', matching);
    render(<Harness />);
    type(within(group('Pair 1')).getByLabelText('Its match'), 'kucing (cat)');
    expect(sent(onChange).choices).toEqual([
      { id: 'ms7', text: 'anjing' },
      { id: 'ms3', text: 'kucing (cat)' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move pair 1 down' }));
    expect(sent(onChange).items.map((item: { id: string }) => item.id)).toEqual(['en2', 'en1']);
    expect(within(group('Pair 2')).getByLabelText<HTMLInputElement>('Its match').value).toBe('kucing (cat)');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move pair 2 up');
  });

  it('adds an extra choice that matches nothing, and removes it', () => {
    const { Harness, onChange } = setupFormHarness(MatchItSetup, 'match_it', matching);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add extra choice' }));
    const setup = sent(onChange);
    expect(setup.choices).toHaveLength(3);
    const extra = setup.choices[2];
    expect(extra.text).toBe('Extra choice 1');
    expect(Object.values(setup.answerKey.matches)).not.toContain(extra.id);
    expect(setup.answerKey.matches).toEqual(matching.answerKey.matches);
    expect(MatchItSchema.safeParse(setup).success).toBe(true);
    const field = screen.getByLabelText<HTMLInputElement>('Extra choice 1');
    expect(document.activeElement).toBe(field);

    type(field, 'burung');
    expect(sent(onChange).choices[2]).toEqual({ id: extra.id, text: 'burung' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove extra choice 1' }));
    expect(sent(onChange).choices).toEqual(matching.choices);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add extra choice' }));
  });
});
