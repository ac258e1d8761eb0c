import { describe, expect, it } from 'vitest';
import { isMarkedByPerson } from '../widgets';
import { MARKED_WIDGETS } from './quiz-widgets';

const multipleChoice = MARKED_WIDGETS.multiple_choice!;
const shortAnswer = MARKED_WIDGETS.short_answer!;
const mcSetup = multipleChoice.setup.parse({
  question: 'Which are prime?',
  options: [
    { id: 'two', text: '2' },
    { id: 'four', text: '4' },
    { id: 'five', text: '5' },
  ],
  multipleAnswers: true,
  points: 2,
  answerKey: { correctOptionIds: ['two', 'five'], partialCredit: true, feedback: { four: '4 = 2 × 2.' } },
});
const reasonsOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the quiz widgets the server marks', () => {
  it('marks a multiple choice answer with its setup’s points and key', () => {
    const answers = multipleChoice.answers(mcSetup).parse({ selected: ['two', 'four'] });
    expect(multipleChoice.mark(mcSetup, answers)).toEqual({
      score: 0,
      maxScore: 2,
      correct: false,
      feedback: ['4 = 2 × 2.'],
    });
    expect(multipleChoice.mark(mcSetup, { selected: ['five'] })).toMatchObject({ score: 1 });
  });

  it('refuses an option that does not exist, the same option twice, or two options for one answer', () => {
    expect(reasonsOf(multipleChoice.answers(mcSetup).safeParse({ selected: ['seven'] }))).toEqual([
      ['selected.0', 'Choose from the options given.'],
    ]);
    expect(reasonsOf(multipleChoice.answers(mcSetup).safeParse({ selected: ['two', 'two'] }))).toEqual([
      ['selected', 'Choose from the options given.'],
    ]);
    const single = { ...mcSetup, multipleAnswers: false };
    expect(reasonsOf(multipleChoice.answers(single).safeParse({ selected: ['two', 'five'] }))).toEqual([
      ['selected', 'Choose one option.'],
    ]);
    expect(multipleChoice.answers(mcSetup).safeParse({ chosen: 'two' }).success).toBe(false);
  });

  it('refuses a typed answer over the limit with a reason, and marks one within it', () => {
    const setup = shortAnswer.setup.parse({
      question: 'Capital of Indonesia?',
      answerKey: { kind: 'text', answers: [{ text: 'Jakarta' }] },
    });
    expect(reasonsOf(shortAnswer.answers(setup).safeParse({ text: 'x'.repeat(1024 * 1024) }))).toEqual([
      ['text', 'Use at most 10000 characters.'],
    ]);
    expect(shortAnswer.mark(setup, shortAnswer.answers(setup).parse({ text: ' jakarta ' }))).toMatchObject({
      score: 1,
      correct: true,
    });
  });
});

describe('who marks each quiz widget', () => {
  it('is told alike with and without zod', () => {
    for (const [widgetType, widget] of Object.entries(MARKED_WIDGETS)) {
      expect(isMarkedByPerson(widgetType), widgetType).toBe(widget.markedByPerson === true);
    }
  });
});
