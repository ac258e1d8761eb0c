import { describe, expect, it } from 'vitest';
import { FillInTheBlanksSetup } from './fill-in-the-blanks-setup';
import { MatchItSetup } from './match-it-setup';
import { MARKED_WIDGETS } from './quiz-widgets';

const reasonsOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const blanks = {
  question: 'Fill in the blanks.',
  passage: [
    { text: 'The capital of Indonesia is ' },
    { gapId: 'g1' },
    { text: ', and it is spelt ' },
    { gapId: 'g2' },
  ],
  points: 4,
  answerKey: { gaps: { g1: ['Jakarta'], g2: ['colour', 'color'] } },
};
const matching = {
  question: 'Match each capital with its country.',
  items: [
    { id: 'i1', text: 'Jakarta' },
    { id: 'i2', text: 'Kuala Lumpur' },
  ],
  choices: [
    { id: 'c7', text: 'Malaysia' },
    { id: 'c3', text: 'Indonesia' },
    { id: 'c9', text: 'Brunei' },
  ],
  points: 2,
  answerKey: { matches: { i1: 'c3', i2: 'c7' } },
};

describe('fill in the blanks', () => {
  const widget = MARKED_WIDGETS.fill_in_the_blanks!;
  const setup = widget.setup.parse(blanks);

  it('gives each gap an equal share, any accepted answer counts, spaces and case aside', () => {
    expect(widget.mark(setup, { gaps: { g1: '  jakarta ', g2: 'Color' } })).toMatchObject({
      score: 4,
      correct: true,
      rightParts: ['g1', 'g2'],
    });
    expect(widget.mark(setup, { gaps: { g1: 'Jakarta' } })).toMatchObject({ score: 2, rightParts: ['g1'] });
    const strict = widget.setup.parse({ ...blanks, answerKey: { ...blanks.answerKey, caseSensitive: true } });
    expect(widget.mark(strict, { gaps: { g1: 'jakarta', g2: 'color' } })).toMatchObject({ score: 2 });
  });

  it('needs a gap, every gap keyed, and no key of a gap the text lacks', () => {
    expect(
      reasonsOf(FillInTheBlanksSetup.safeParse({ ...blanks, passage: [{ text: 'No gap.' }] })),
    ).toContainEqual(['passage', 'Write the text with at least one gap and at most 100 parts.']);
    expect(
      reasonsOf(FillInTheBlanksSetup.safeParse({ ...blanks, answerKey: { gaps: { g1: ['Jakarta'] } } })),
    ).toEqual([
      [
        'answerKey.gaps',
        'Give every gap its accepted answers, and no answers for a gap the text does not have.',
      ],
    ]);
  });

  it('refuses answers to a gap the text does not have, and a long one', () => {
    const answers = widget.answers(setup);
    expect(reasonsOf(answers.safeParse({ gaps: { g9: 'x' } }))).toEqual([
      ['gaps', 'Answer only the parts this question has.'],
    ]);
    expect(reasonsOf(answers.safeParse({ gaps: { g1: 'x'.repeat(201) } }))).toEqual([
      ['gaps.g1', 'Use at most 200 characters.'],
    ]);
  });

  it('reveals the accepted answers of every gap', () => {
    expect(widget.revealedKey(setup)).toEqual({
      kind: 'gaps',
      gaps: { g1: ['Jakarta'], g2: ['colour', 'color'] },
    });
  });
});

describe('match it', () => {
  const widget = MARKED_WIDGETS.match_it!;
  const setup = widget.setup.parse(matching);

  it('gives each item matched an equal share of the points', () => {
    expect(widget.mark(setup, { matches: { i1: 'c3', i2: 'c7' } })).toMatchObject({
      score: 2,
      correct: true,
    });
    expect(widget.mark(setup, { matches: { i1: 'c3', i2: 'c9' } })).toMatchObject({
      score: 1,
      rightParts: ['i1'],
    });
    expect(widget.mark(setup, { matches: {} })).toMatchObject({ score: 0, rightParts: [] });
  });

  it('needs every item matched with a choice of its own, and ids that are not shared', () => {
    expect(reasonsOf(MatchItSetup.safeParse({ ...matching, answerKey: { matches: { i1: 'c3' } } }))).toEqual([
      ['answerKey.matches', 'Match every item with one of the choices.'],
    ]);
    expect(
      reasonsOf(MatchItSetup.safeParse({ ...matching, answerKey: { matches: { i1: 'c3', i2: 'c3' } } })),
    ).toEqual([['answerKey.matches', 'Match every item with one of the choices.']]);
    const shared = { ...matching, choices: [{ id: 'i1', text: 'Indonesia' }, ...matching.choices.slice(1)] };
    expect(reasonsOf(MatchItSetup.safeParse(shared))).toContainEqual([
      'items',
      'Give from 2 to 20 pairs, each once.',
    ]);
  });

  it('refuses a choice that does not exist and an item that does not', () => {
    const answers = widget.answers(setup);
    expect(reasonsOf(answers.safeParse({ matches: { i1: 'c4' } }))).toEqual([
      ['matches.i1', 'Choose from the options given.'],
    ]);
    expect(reasonsOf(answers.safeParse({ matches: { i5: 'c3' } }))).toEqual([
      ['matches', 'Answer only the parts this question has.'],
    ]);
  });
});

describe('categorise', () => {
  const widget = MARKED_WIDGETS.categorise!;
  const sorting = {
    question: 'Sort these into fruit and vegetables.',
    categories: [
      { id: 'fruit', text: 'Fruit' },
      { id: 'veg', text: 'Vegetables' },
    ],
    items: [
      { id: 'mango', text: 'Mango' },
      { id: 'durian', text: 'Durian' },
      { id: 'kangkung', text: 'Kangkung' },
    ],
    points: 3,
    answerKey: { categoryOf: { mango: 'fruit', durian: 'fruit', kangkung: 'veg' } },
  };
  const setup = widget.setup.parse(sorting);

  it('gives each item sorted right an equal share, many items to one category', () => {
    expect(
      widget.mark(setup, { categoryOf: { mango: 'fruit', durian: 'fruit', kangkung: 'veg' } }),
    ).toMatchObject({
      score: 3,
      correct: true,
    });
    expect(widget.mark(setup, { categoryOf: { mango: 'veg', durian: 'fruit' } })).toMatchObject({
      score: 1,
      rightParts: ['durian'],
    });
  });

  it('needs every item in a category, and refuses a category that does not exist', () => {
    expect(
      reasonsOf(widget.setup.safeParse({ ...sorting, answerKey: { categoryOf: { mango: 'fruit' } } })),
    ).toEqual([['answerKey.categoryOf', 'Put every item in one of the categories.']]);
    expect(reasonsOf(widget.answers(setup).safeParse({ categoryOf: { mango: 'meat' } }))).toEqual([
      ['categoryOf.mango', 'Choose from the options given.'],
    ]);
    expect(widget.revealedKey(setup)).toEqual({
      kind: 'categories',
      categoryOf: sorting.answerKey.categoryOf,
    });
  });
});
