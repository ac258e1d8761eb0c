import { describe, expect, it } from 'vitest';
import { type CrosswordLayout, layOutCrossword, wordSquares } from './crossword-layout';
import { squaresOf } from './crossword-letters';

const entriesOf = (answers: readonly string[]) =>
  answers.map((letters, index) => ({ id: `w${index}`, letters }));

/**
 * The letter of each square of `layout` (row and column "r,c"), failing the test where two words
 * put different letters in one square or a word leaves the grid.
 */
function lettersOf(layout: CrosswordLayout, answers: readonly string[]): Map<string, string> {
  const squares = new Map<string, string>();
  for (const word of layout.words) {
    const letters = squaresOf(answers[Number(word.id.slice(1))]!);
    expect(word.length).toBe(letters.length);
    wordSquares(word).forEach(([row, col], index) => {
      expect(row >= 0 && row < layout.height && col >= 0 && col < layout.width).toBe(true);
      const key = `${row},${col}`;
      expect(squares.get(key) ?? letters[index], `square ${key}`).toBe(letters[index]);
      squares.set(key, letters[index]!);
    });
  }
  return squares;
}

/** Every run of two or more letters in a row or a column, as "r,c across|down length". */
function runsOf(squares: Map<string, string>, layout: CrosswordLayout): string[] {
  const runs: string[] = [];
  for (const direction of ['across', 'down'] as const) {
    const [lines, along] =
      direction === 'across' ? [layout.height, layout.width] : [layout.width, layout.height];
    for (let line = 0; line < lines; line++) {
      let start = 0;
      for (let at = 0; at <= along; at++) {
        const key = direction === 'across' ? `${line},${at}` : `${at},${line}`;
        if (at < along && squares.has(key)) continue;
        const [row, col] = direction === 'across' ? [line, start] : [start, line];
        if (at - start >= 2) runs.push(`${row},${col} ${direction} ${at - start}`);
        start = at + 1;
      }
    }
  }
  return runs.sort();
}

/** Answers from a seeded generator (a linear congruential one), some sharing letters, some not. */
function answerSets(count: number): string[][] {
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor(seed / 65_536) % below;
  };
  return Array.from({ length: count }, () => {
    // Some sets draw from few letters (many crossings), some from many (few or none).
    const alphabet = 'ETAOINSRHLDCUMWFGYPBVKJXQZ0123456789'.slice(0, 4 + next(32));
    return Array.from({ length: 2 + next(29) }, () =>
      Array.from({ length: 2 + next(19) }, () => alphabet[next(alphabet.length)]).join(''),
    );
  });
}

/** The layout checked whole: every word placed once, no clash, no run of letters no word spells. */
function expectSound(answers: readonly string[]): CrosswordLayout {
  const layout = layOutCrossword(entriesOf(answers));
  expect(layout.words.map((word) => word.id).sort()).toEqual(answers.map((_, index) => `w${index}`).sort());
  const squares = lettersOf(layout, answers);
  const words = layout.words.map((word) => `${word.row},${word.col} ${word.direction} ${word.length}`);
  expect(runsOf(squares, layout)).toEqual(words.sort());
  return layout;
}

describe('laying out a crossword', () => {
  it('crosses words on their shared letters, starting from the longest across', () => {
    const answers = ['PERSONA', 'AWARENESS', 'BASELINE', 'HEADLINE', 'SUBSCRIBE', 'SEARCHENGINE'];
    const layout = expectSound(answers);
    const keys = layout.words.map((word) => wordSquares(word).map(([row, col]) => `${row},${col}`));
    // Every word shares a square with another: one grid, no word set apart.
    keys.forEach((mine, index) => {
      const others = new Set(keys.filter((_, other) => other !== index).flat());
      expect(mine.some((key) => others.has(key))).toBe(true);
    });
    expect(layout.words.find((word) => word.id === 'w5')).toMatchObject({ direction: 'across' });
  });

  it('numbers the first squares in reading order, a square starting two words with one number', () => {
    const layout = expectSound(['CAT', 'CAR', 'TEN', 'ARE']);
    const starts = [...layout.words].sort((a, b) => a.row - b.row || a.col - b.col);
    let last = 0;
    for (const word of starts) {
      const sameStart = layout.words.filter((other) => other.row === word.row && other.col === word.col);
      expect(sameStart.every((other) => other.number === word.number)).toBe(true);
      expect(word.number === last || word.number === last + 1).toBe(true);
      last = word.number;
    }
    expect(layout.words.map((word) => word.number)).toEqual(
      [...layout.words.map((word) => word.number)].sort((a, b) => a - b),
    );
  });

  it('places a word that shares no letter apart, touching no other word, even at a corner', () => {
    const answers = ['ABCDE', 'XYZ', 'QQQQ'];
    const layout = expectSound(answers);
    const squaresOfWord = layout.words.map((word) => wordSquares(word));
    squaresOfWord.forEach((mine, index) => {
      const others = squaresOfWord.filter((_, other) => other !== index).flat();
      for (const [row, col] of mine) {
        expect(others.some(([r, c]) => Math.abs(r - row) <= 1 && Math.abs(c - col) <= 1)).toBe(false);
      }
    });
    // Apart, yet compact: no wider than the longest word plus its margin.
    expect(layout.width * layout.height).toBeLessThanOrEqual(7 * 7);
  });

  it('places every word of many generated sets soundly, and the same answers always the same way', () => {
    for (const answers of answerSets(40)) {
      const layout = expectSound(answers);
      expect(layOutCrossword(entriesOf(answers))).toEqual(layout);
    }
  });

  it('lays out the same answer twice as two words, and letters beyond the BMP one a square', () => {
    expectSound(['KELAS', 'KELAS']);
    const layout = expectSound(['𝔸BC', 'C𝔸T']);
    expect(layout.words.map((word) => word.length)).toEqual([3, 3]);
  });

  it('lays out thirty words of twenty letters quickly', () => {
    const longest = answerSets(40).flat().slice(0, 30);
    const answers = longest.map((answer) => answer.padEnd(20, answer).slice(0, 20));
    const started = Date.now();
    expectSound(answers);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives an empty grid for no words', () => {
    expect(layOutCrossword([])).toEqual({ width: 0, height: 0, words: [] });
  });
});
