import { describe, expect, it } from 'vitest';
import { markMultipleChoice } from './multiple-choice';
import { markShortAnswer, type ShortAnswerKey, typedNumber } from './short-answer';

const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id.toUpperCase() }));

describe('multiple choice marking', () => {
  const single = { options, multipleAnswers: false };
  const key = { correctOptionIds: ['b'], partialCredit: false, feedback: { a: 'Not A.', b: 'Yes, B.' } };

  it('gives full marks for the right option, with its feedback, and none for another', () => {
    expect(markMultipleChoice(single, key, ['b'], 2)).toEqual({
      score: 2,
      maxScore: 2,
      correct: true,
      feedback: ['Yes, B.'],
    });
    expect(markMultipleChoice(single, key, ['a'], 2)).toEqual({
      score: 0,
      maxScore: 2,
      correct: false,
      feedback: ['Not A.'],
    });
    expect(markMultipleChoice(single, key, [], 2)).toMatchObject({ score: 0, feedback: [] });
  });

  it('with several right answers and no partial credit, asks for exactly the right set', () => {
    const several = { options, multipleAnswers: true };
    const both = { ...key, correctOptionIds: ['a', 'c'] };
    expect(markMultipleChoice(several, both, ['c', 'a'], 1).score).toBe(1);
    expect(markMultipleChoice(several, both, ['a'], 1).score).toBe(0);
    expect(markMultipleChoice(several, both, ['a', 'c', 'd'], 1).score).toBe(0);
  });

  it('with partial credit, earns per right option and loses per wrong one, never below nothing', () => {
    const several = { options, multipleAnswers: true };
    const partial = { ...key, correctOptionIds: ['a', 'c'], partialCredit: true };
    expect(markMultipleChoice(several, partial, ['a'], 3)).toMatchObject({ score: 1.5, correct: false });
    expect(markMultipleChoice(several, partial, ['a', 'b'], 3).score).toBe(0);
    expect(markMultipleChoice(several, partial, ['a', 'c', 'b'], 4).score).toBe(2);
    expect(markMultipleChoice(several, partial, ['a', 'b', 'c', 'd'], 3).score).toBe(0);
    expect(markMultipleChoice(several, partial, ['c', 'a'], 3)).toMatchObject({ score: 3, correct: true });
  });
});

describe('short answer marking', () => {
  const text = (
    caseSensitive: boolean,
    whitespace: 'exact' | 'collapse' | 'ignore',
  ): Extract<ShortAnswerKey, { kind: 'text' }> => ({
    kind: 'text',
    answers: [
      { text: 'Kuala Lumpur', fraction: 1, feedback: 'Right.' },
      { text: 'KL', fraction: 0.5, feedback: 'Write it in full.' },
    ],
    caseSensitive,
    whitespace,
    otherwiseFeedback: 'Look at the map again.',
  });

  it('applies the case rule', () => {
    expect(markShortAnswer(text(false, 'collapse'), 'kuala lumpur', 1).correct).toBe(true);
    expect(markShortAnswer(text(true, 'collapse'), 'kuala lumpur', 1)).toEqual({
      score: 0,
      maxScore: 1,
      correct: false,
      feedback: ['Look at the map again.'],
    });
  });

  it('applies the whitespace rule', () => {
    expect(markShortAnswer(text(true, 'collapse'), '  Kuala   Lumpur ', 1).correct).toBe(true);
    expect(markShortAnswer(text(true, 'exact'), 'Kuala  Lumpur', 1).correct).toBe(false);
    expect(markShortAnswer(text(true, 'ignore'), 'KualaLumpur', 1).correct).toBe(true);
  });

  it('gives an accepted near miss its fraction and feedback', () => {
    expect(markShortAnswer(text(false, 'collapse'), 'kl', 2)).toEqual({
      score: 1,
      maxScore: 2,
      correct: false,
      feedback: ['Write it in full.'],
    });
  });

  it('matches composed and decomposed accents alike', () => {
    const key: ShortAnswerKey = {
      ...text(true, 'exact'),
      answers: [{ text: 'café', fraction: 1, feedback: '' }],
    };
    expect(markShortAnswer(key, 'cafe\u0301', 1).correct).toBe(true);
  });

  const numeric: ShortAnswerKey = {
    kind: 'numeric',
    answers: [
      { value: 3.14, tolerance: 0.01, fraction: 1, feedback: 'Pi, near enough.' },
      { value: 3, tolerance: 0, fraction: 0.5, feedback: 'Closer.' },
    ],
    otherwiseFeedback: 'About 3.14.',
  };

  it('accepts a number within its tolerance, with a dot or a comma as the decimal separator', () => {
    expect(markShortAnswer(numeric, '3.15', 1).correct).toBe(true);
    expect(markShortAnswer(numeric, '3,141', 1).correct).toBe(true);
    expect(markShortAnswer(numeric, '3.16', 1)).toMatchObject({ score: 0, feedback: ['About 3.14.'] });
    expect(markShortAnswer(numeric, ' 3 ', 1)).toMatchObject({ score: 0.5, feedback: ['Closer.'] });
    expect(
      markShortAnswer(
        { ...numeric, answers: [{ value: 0.3, tolerance: 0, fraction: 1, feedback: '' }] },
        '0.30000000000000004',
        1,
      ).correct,
    ).toBe(true);
  });

  it('reads only plain numbers', () => {
    expect(typedNumber('-2.5e3')).toBe(-2500);
    expect(typedNumber(',5')).toBe(0.5);
    expect(typedNumber('1,500.2')).toBeNull();
    expect(typedNumber('three')).toBeNull();
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('Infinity')).toBeNull();
  });
});
