import { describe, expect, it } from 'vitest';
import { QuizSettings } from './quiz-settings';

describe('a quiz’s weight in the gradebook', () => {
  it('is left out of a setup that has none, and kept from 0 to 100', () => {
    expect(QuizSettings.parse({}).weight).toBeUndefined();
    expect(QuizSettings.parse({ weight: 0 }).weight).toBe(0);
    expect(QuizSettings.parse({ weight: 2.5 }).weight).toBe(2.5);
  });

  it('is refused below 0, above 100, or as anything but a number, with its reason', () => {
    for (const weight of [-1, 101, '2']) {
      const read = QuizSettings.safeParse({ weight });
      expect(read.success).toBe(false);
      expect(read.error?.issues.map((issue) => issue.message)).toEqual(['Give a weight from 0 to 100.']);
    }
  });
});
