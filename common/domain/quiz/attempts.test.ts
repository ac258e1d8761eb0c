import { describe, expect, it } from 'vitest';
import { attemptsLeft, countedAttempt, isLate, isRevealed, passes, showsRightAnswers } from './attempts';

const attempts = [
  { number: 1, score: 1, maxScore: 2 },
  { number: 2, score: 2, maxScore: 2 },
  { number: 3, score: 0, maxScore: 2 },
];
const now = new Date('2026-11-26T10:00:00Z');
const past = '2026-11-25T10:00:00Z';
const future = '2026-11-27T10:00:00Z';

describe('quiz attempts', () => {
  it('counts the best attempt, or the last, and none before the first', () => {
    expect(countedAttempt(attempts, 'best')?.number).toBe(2);
    expect(countedAttempt(attempts, 'last')?.number).toBe(3);
    expect(countedAttempt([attempts[1]!, attempts[0]!], 'last')?.number).toBe(2);
    expect(
      countedAttempt(
        [
          { number: 1, score: 1, maxScore: 2 },
          { number: 2, score: 1, maxScore: 2 },
        ],
        'best',
      )?.number,
    ).toBe(1);
    expect(countedAttempt([], 'best')).toBeNull();
  });

  it('leaves attempts down to none, or any number without a limit', () => {
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(1, 4)).toBe(0);
    expect(attemptsLeft(null, 40)).toBeNull();
  });

  it('passes at the pass mark as the learner reads it, and always without one', () => {
    expect(passes(2, 3, 66.67)).toBe(true);
    expect(passes(1, 3, 50)).toBe(false);
    expect(passes(0, 3, 0)).toBe(true);
    expect(passes(0, 0, 80)).toBe(true);
  });

  it('is late only after a due date', () => {
    expect(isLate(past, now)).toBe(true);
    expect(isLate(future, now)).toBe(false);
    expect(isLate(null, now)).toBe(false);
  });

  it('reveals marks as the widget says', () => {
    expect(isRevealed('immediately', null, 2, now)).toBe(true);
    expect(isRevealed('never', past, 0, now)).toBe(false);
    expect(isRevealed('after_due_date', future, 0, now)).toBe(false);
    expect(isRevealed('after_due_date', past, 2, now)).toBe(true);
    expect(isRevealed('after_due_date', null, 1, now)).toBe(false);
    expect(isRevealed('after_due_date', null, 0, now)).toBe(true);
  });

  it('shows the right answers only when there is nothing left to gain by them', () => {
    const immediately = { reveal: 'immediately' as const };
    expect(showsRightAnswers(immediately, { dueAt: null, left: 1, fullMarks: false }, now)).toBe(false);
    expect(showsRightAnswers(immediately, { dueAt: null, left: 0, fullMarks: false }, now)).toBe(true);
    expect(showsRightAnswers(immediately, { dueAt: null, left: null, fullMarks: true }, now)).toBe(true);
    expect(showsRightAnswers(immediately, { dueAt: past, left: 3, fullMarks: false }, now)).toBe(true);
    expect(showsRightAnswers({ reveal: 'never' }, { dueAt: past, left: 0, fullMarks: true }, now)).toBe(
      false,
    );
  });
});
