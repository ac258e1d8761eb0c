import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';
import { MultipleChoiceSetup as MultipleChoiceSchema } from '../../../../common/domain/quiz/multiple-choice-setup';
import { ShortAnswerSetup as ShortAnswerSchema } from '../../../../common/domain/quiz/short-answer-setup';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { MultipleChoiceSetup } from './multiple-choice-setup';
import { setupFormHarness } from './setup-form-harness';
import { ShortAnswerSetup } from './short-answer-setup';

resetClientAroundEachTest();

const settings = { points: 1, maxAttempts: 1, attemptScoring: 'best', reveal: 'immediately', passPercent: 0 };

const choice = {
  ...settings,
  question: 'Capital of Malaysia?',
  options: [
    { id: 'a', text: 'Jakarta' },
    { id: 'b', text: 'Kuala Lumpur' },
  ],
  multipleAnswers: false,
  shuffle: true,
  answerKey: { correctOptionIds: ['b'], partialCredit: false, feedback: { a: 'That is Indonesia.' } },
};

const shortAnswer = {
  ...settings,
  question: 'Capital of Malaysia?',
  answerKey: {
    kind: 'text',
    answers: [
      { text: 'KL', fraction: 0.5, feedback: 'Write it in full.' },
      { text: 'Kuala Lumpur', fraction: 1, feedback: '' },
    ],
    caseSensitive: false,
    whitespace: 'collapse',
    otherwiseFeedback: '',
  },
};

const sent = (onChange: Mock) => onChange.mock.lastCall?.[0];
const group = (name: string) => screen.getByRole('group', { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('multiple choice setup', () => {
  it('adds an option, focused and numbered, and sends a valid setup with three options', () => {
    const { Harness, onChange } = setupFormHarness(MultipleChoiceSetup, 'multiple_choice', choice);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    const options = sent(onChange).options;
    expect(options).toHaveLength(3);
    expect(options[2]).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), text: 'Option 3' });
    expect(MultipleChoiceSchema.safeParse(sent(onChange)).success).toBe(true);
    expect(document.activeElement).toBe(within(group('Option 3')).getByLabelText('Option text'));
  });

  it('moves the mark with one right answer', () => {
    const { Harness, onChange } = setupFormHarness(MultipleChoiceSetup, 'multiple_choice', choice);
    render(<Harness />);
    fireEvent.click(within(group('Option 1')).getByRole('radio', { name: 'Right answer' }));
    expect(sent(onChange).answerKey.correctOptionIds).toEqual(['a']);
    expect(within(group('Option 2')).getByRole<HTMLInputElement>('radio').checked).toBe(false);
  });

  it('ticks several right answers, and keeps only the first when several are switched off', () => {
    const { Harness, onChange } = setupFormHarness(MultipleChoiceSetup, 'multiple_choice', choice);
    render(<Harness />);
    expect(screen.queryByLabelText(/^Partial credit/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Several right answers/));
    fireEvent.click(within(group('Option 1')).getByRole('checkbox', { name: 'Right answer' }));
    expect(sent(onChange)).toMatchObject({
      multipleAnswers: true,
      answerKey: { correctOptionIds: ['a', 'b'] },
    });
    fireEvent.click(screen.getByLabelText(/^Partial credit/));
    expect(sent(onChange).answerKey.partialCredit).toBe(true);

    fireEvent.click(screen.getByLabelText(/^Several right answers/));
    expect(sent(onChange)).toMatchObject({ multipleAnswers: false, answerKey: { correctOptionIds: ['a'] } });
    expect(MultipleChoiceSchema.safeParse(sent(onChange)).success).toBe(true);
  });

  it('refuses to remove an option at two, and removes one with its mark and feedback above that', () => {
    const { Harness, onChange } = setupFormHarness(MultipleChoiceSetup, 'multiple_choice', choice);
    render(<Harness />);
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Remove option 1' });
    expect(remove.disabled).toBe(true);
    fireEvent.click(remove);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(sent(onChange).options.map((option: { text: string }) => option.text)).toEqual([
      'Kuala Lumpur',
      'Option 3',
    ]);
    expect(sent(onChange).answerKey).toMatchObject({ correctOptionIds: ['b'], feedback: {} });
    expect(document.activeElement).toBe(within(group('Option 1')).getByLabelText('Option text'));
  });

  it('moves an option down and keeps the focus on its controls', () => {
    const { Harness, onChange } = setupFormHarness(MultipleChoiceSetup, 'multiple_choice', choice);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Move option 1 down' }));
    expect(sent(onChange).options.map((option: { id: string }) => option.id)).toEqual(['b', 'a']);
    // Last now, it cannot go further down: the focus takes its other move.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move option 2 up');
  });

  it('shows a weight of 1 in the gradebook for a setup without one, and sends the weight typed', () => {
    const { Harness, onChange } = setupFormHarness(MultipleChoiceSetup, 'multiple_choice', choice);
    render(<Harness />);
    const weight = screen.getByLabelText<HTMLInputElement>('Weight in the gradebook');
    expect(weight.value).toBe('1');
    type(weight, '2.5');
    expect(sent(onChange).weight).toBe(2.5);
  });
});

describe('short answer setup', () => {
  it('starts a numeric key of one accepted answer when switched to a number', () => {
    const { Harness, onChange } = setupFormHarness(ShortAnswerSetup, 'short_answer', shortAnswer);
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'A number' }));
    expect(sent(onChange).answerKey).toEqual({
      kind: 'numeric',
      answers: [{ value: 0, tolerance: 0, fraction: 1, feedback: '' }],
      otherwiseFeedback: '',
    });
    expect(ShortAnswerSchema.safeParse(sent(onChange)).success).toBe(true);
    expect(within(group('Accepted answer 1')).getByLabelText<HTMLInputElement>('Tolerance (±)').value).toBe(
      '0',
    );
  });

  it('sends a share typed in percent as a fraction', () => {
    const { Harness, onChange } = setupFormHarness(ShortAnswerSetup, 'short_answer', shortAnswer);
    render(<Harness />);
    const share = within(group('Accepted answer 1')).getByLabelText<HTMLInputElement>(
      'Share of the points (%)',
    );
    expect(share.value).toBe('50');
    type(share, '75');
    expect(sent(onChange).answerKey.answers[0].fraction).toBe(0.75);
    type(share, '50');
    expect(sent(onChange).answerKey.answers[0].fraction).toBe(0.5);
  });

  it('keeps what is typed into a number field while it is no number yet', () => {
    const { Harness, onChange } = setupFormHarness(ShortAnswerSetup, 'short_answer', shortAnswer);
    render(<Harness />);
    const points = screen.getByLabelText<HTMLInputElement>('Points');
    type(points, '0.');
    expect(points.value).toBe('0.');
    expect(sent(onChange).points).toBe(0);
    type(points, '');
    expect(points.value).toBe('');
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
    type(points, '0.5');
    expect(sent(onChange).points).toBe(0.5);
  });

  it('shows the next answer’s share in the place of a removed one', () => {
    const { Harness, onChange } = setupFormHarness(ShortAnswerSetup, 'short_answer', shortAnswer);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove accepted answer 1' }));
    expect(sent(onChange).answerKey.answers).toEqual([{ text: 'Kuala Lumpur', fraction: 1, feedback: '' }]);
    const only = group('Accepted answer 1');
    expect(within(only).getByLabelText<HTMLInputElement>('Share of the points (%)').value).toBe('100');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove accepted answer 1' }).disabled).toBe(
      true,
    );
  });

  it('allows unlimited attempts, and then asks which attempt counts', () => {
    const { Harness, onChange } = setupFormHarness(ShortAnswerSetup, 'short_answer', shortAnswer);
    render(<Harness />);
    expect(screen.queryByRole('group', { name: 'Which attempt counts' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Unlimited attempts'));
    expect(sent(onChange).maxAttempts).toBeNull();
    expect(screen.queryByLabelText('Attempts allowed')).toBeNull();
    fireEvent.click(within(group('Which attempt counts')).getByLabelText('The last one'));
    expect(sent(onChange)).toMatchObject({ maxAttempts: null, attemptScoring: 'last' });
  });
});
