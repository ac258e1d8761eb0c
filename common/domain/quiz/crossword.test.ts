import { describe, expect, it } from 'vitest';
import { WIDGET_SETUP } from '../widget-setup';
import { markCrossword } from './crossword';
import { gridLetters } from './crossword-letters';
import { CrosswordSetup, LaidOutCrosswordSetup } from './crossword-setup';
import { WRITTEN_CROSSWORD } from './crossword-test-setup';
import { MARKED_WIDGETS } from './quiz-widgets';

const written = WRITTEN_CROSSWORD;
const setup = CrosswordSetup.parse(written);
const widget = MARKED_WIDGETS.crossword!;
const reasonsOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a crossword’s setup', () => {
  it('keeps each answer as written, and its grid letters are capitals, letters and digits only', () => {
    expect(setup.answerKey.entries.map((entry) => entry.answer)).toEqual([
      'Persona',
      'search engine',
      'base-line',
    ]);
    expect(setup.answerKey.entries.map((entry) => gridLetters(entry.answer))).toEqual([
      'PERSONA',
      'SEARCHENGINE',
      'BASELINE',
    ]);
    expect(gridLetters('Çà va, 2 fois!')).toBe('ÇÀVA2FOIS');
  });

  it('refuses too few or too many clues, a blank clue, a short or long answer, a repeated id', () => {
    const entry = (id: string, answer = 'word', clue = 'A clue') => ({ id, clue, answer });
    const check = (entries: unknown[]) =>
      reasonsOf(CrosswordSetup.safeParse({ ...written, answerKey: { entries } }));
    expect(check([entry('a')])).toEqual([['answerKey.entries', 'Give from 2 to 30 clues, each once.']]);
    expect(check(Array.from({ length: 31 }, (_, index) => entry(`e${index}`)))).toEqual([
      ['answerKey.entries', 'Give from 2 to 30 clues, each once.'],
    ]);
    expect(check([entry('a'), entry('a')])).toEqual([
      ['answerKey.entries', 'Give from 2 to 30 clues, each once.'],
    ]);
    expect(check([entry('a', 'A-'), entry('b', 'x'.repeat(21)), entry('c', 'fine', ' ')])).toEqual([
      ['answerKey.entries.0.answer', 'Give each answer from 2 to 20 letters or digits.'],
      ['answerKey.entries.1.answer', 'Give each answer from 2 to 20 letters or digits.'],
      ['answerKey.entries.2.clue', 'Write each clue, in at most 2000 characters.'],
    ]);
    expect(check([entry('a', 'word', 'x'.repeat(1_000_000)), entry('b', 'x'.repeat(1_000_000))])).toEqual([
      ['answerKey.entries.0.clue', 'Write each clue, in at most 2000 characters.'],
      ['answerKey.entries.1.answer', 'Give each answer from 2 to 20 letters or digits.'],
    ]);
  });

  it('is stored laid out: its grid beside answerKey, with places, numbers, lengths and clues, never letters', () => {
    const stored = WIDGET_SETUP.crossword.parse({ ...written, grid: { width: 1, height: 1, words: [] } });
    expect(stored).toEqual(LaidOutCrosswordSetup.parse(written));
    const { grid } = LaidOutCrosswordSetup.parse(written);
    expect(grid.words.map((word) => [word.id, word.length, word.clue]).sort()).toEqual([
      ['b', 8, 'What you measure before a campaign'],
      ['p', 7, 'One typical customer, described'],
      ['s', 12, 'Where customers type their questions'],
    ]);
    expect(grid.words.map((word) => word.number)[0]).toBe(1);
    expect(JSON.stringify(grid)).not.toMatch(/PERSONA|SEARCH|BASELINE|Persona/i);
  });
});

describe('marking a crossword', () => {
  it('gives each word right an equal share, in any case, and names the words right', () => {
    expect(
      markCrossword(setup.answerKey.entries, { p: 'persona', s: 'SEARCHENGINE', b: 'BASELINX' }, 3),
    ).toEqual({
      score: 2,
      maxScore: 3,
      correct: false,
      feedback: [],
      rightParts: ['p', 's'],
    });
    expect(markCrossword(setup.answerKey.entries, { p: 'PERS NA', s: '' }, 3)).toMatchObject({
      score: 0,
      rightParts: [],
    });
  });

  it('reveals each word as its squares hold it', () => {
    expect(widget.revealedKey(setup)).toEqual({
      kind: 'words',
      words: { p: 'PERSONA', s: 'SEARCHENGINE', b: 'BASELINE' },
    });
  });
});

describe('a crossword’s answers', () => {
  const answers = widget.answers(setup);

  it('take a string a word, blanks as spaces, no longer than the word', () => {
    expect(answers.parse({ words: { p: 'PER ONA', b: '' } })).toEqual({ words: { p: 'PER ONA', b: '' } });
    expect(widget.mark(setup, { words: { p: 'PERSONA' } })).toMatchObject({ score: 1 });
  });

  it('give a reason per field for a wrong shape, an unknown word, a long or odd word, a huge answer', () => {
    expect(reasonsOf(answers.safeParse('PERSONA'))).toEqual([['', 'Send the answers this question takes.']]);
    expect(reasonsOf(answers.safeParse({ words: ['PERSONA'] }))).toEqual([
      ['words', 'Send the answers this question takes.'],
    ]);
    expect(reasonsOf(answers.safeParse({ words: { zz: 'AB' } }))).toEqual([
      ['words', 'Answer only the parts this question has.'],
    ]);
    expect(reasonsOf(answers.safeParse({ words: { p: 'PERSONAS', b: 'BASE-LINE', s: 7 } }))).toEqual([
      ['words.b', 'Type at most one letter or digit in each square of this word.'],
      ['words.s', 'Send the answers this question takes.'],
    ]);
    expect(reasonsOf(answers.safeParse({ words: { p: 'PERSONAS' } }))).toEqual([
      ['words.p', 'Type at most one letter or digit in each square of this word.'],
    ]);
    expect(reasonsOf(answers.safeParse({ words: { p: 'x'.repeat(1_000_000) } }))).toEqual([
      ['words.p', 'Type at most one letter or digit in each square of this word.'],
    ]);
  });
});
