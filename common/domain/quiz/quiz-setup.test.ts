import { describe, expect, it } from 'vitest';
import { MultipleChoiceSetup } from './multiple-choice-setup';
import { ShortAnswerSetup } from './short-answer-setup';

const options = [
  { id: 'a', text: 'Jakarta' },
  { id: 'b', text: 'Kuala Lumpur' },
];
const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('multiple choice setup', () => {
  it('fills the settings’ defaults and keeps the answer key apart', () => {
    const setup = MultipleChoiceSetup.parse({
      question: 'Capital of Malaysia?',
      options,
      answerKey: { correctOptionIds: ['b'] },
    });
    expect(setup).toEqual({
      question: 'Capital of Malaysia?',
      options,
      multipleAnswers: false,
      shuffle: true,
      points: 1,
      maxAttempts: 1,
      attemptScoring: 'best',
      reveal: 'immediately',
      passPercent: 0,
      answerKey: { correctOptionIds: ['b'], partialCredit: false, feedback: {} },
    });
  });

  it('asks for exactly one right option, or at least one with several answers', () => {
    const none = MultipleChoiceSetup.safeParse({
      question: 'Q',
      options,
      answerKey: { correctOptionIds: [] },
    });
    expect(issuesOf(none)).toEqual([
      ['answerKey.correctOptionIds', 'Mark exactly one option as the right answer.'],
    ]);
    const two = MultipleChoiceSetup.safeParse({
      question: 'Q',
      options,
      answerKey: { correctOptionIds: ['a', 'b'] },
    });
    expect(two.success).toBe(false);
    const several = { question: 'Q', options, multipleAnswers: true };
    expect(
      MultipleChoiceSetup.safeParse({ ...several, answerKey: { correctOptionIds: ['a', 'b'] } }).success,
    ).toBe(true);
    expect(
      issuesOf(MultipleChoiceSetup.safeParse({ ...several, answerKey: { correctOptionIds: [] } })),
    ).toEqual([['answerKey.correctOptionIds', 'Mark at least one option as a right answer.']]);
  });

  it('refuses a right answer that is not an option, a repeated option, a blank question or option', () => {
    const stranger = MultipleChoiceSetup.safeParse({
      question: 'Q',
      options,
      answerKey: { correctOptionIds: ['z'] },
    });
    expect(stranger.success).toBe(false);
    const repeated = MultipleChoiceSetup.safeParse({
      question: 'Q',
      options: [options[0], options[0]],
      answerKey: { correctOptionIds: ['a'] },
    });
    expect(issuesOf(repeated)).toContainEqual(['options', 'Give from 2 to 20 options, each once.']);
    const blank = MultipleChoiceSetup.safeParse({
      question: ' ',
      options: [{ id: 'a', text: '' }, options[1]],
      answerKey: { correctOptionIds: ['b'] },
    });
    expect(issuesOf(blank).map(([path]) => path)).toEqual(['question', 'options.0.text']);
  });
});

describe('short answer setup', () => {
  it('takes text answers with their rules, and numbers with a tolerance', () => {
    const text = ShortAnswerSetup.parse({
      question: 'Capital?',
      answerKey: { kind: 'text', answers: [{ text: 'Kuala Lumpur' }] },
    });
    expect(text.answerKey).toEqual({
      kind: 'text',
      answers: [{ text: 'Kuala Lumpur', fraction: 1, feedback: '' }],
      caseSensitive: false,
      whitespace: 'collapse',
      otherwiseFeedback: '',
    });
    const numeric = ShortAnswerSetup.parse({
      question: 'Pi?',
      answerKey: { kind: 'numeric', answers: [{ value: 3.14, tolerance: 0.01 }] },
    });
    expect(numeric.answerKey.answers).toEqual([{ value: 3.14, tolerance: 0.01, fraction: 1, feedback: '' }]);
  });

  it('asks for an answer with full marks, and refuses a negative tolerance', () => {
    const partOnly = ShortAnswerSetup.safeParse({
      question: 'Q',
      answerKey: { kind: 'text', answers: [{ text: 'x', fraction: 0.5 }] },
    });
    expect(issuesOf(partOnly)).toEqual([
      ['answerKey.answers', 'Give at least one accepted answer full marks.'],
    ]);
    const negative = ShortAnswerSetup.safeParse({
      question: 'Q',
      answerKey: { kind: 'numeric', answers: [{ value: 1, tolerance: -1 }] },
    });
    expect(issuesOf(negative)).toContainEqual([
      'answerKey.answers.0.tolerance',
      'Enter a tolerance of 0 or more.',
    ]);
  });
});
