import { describe, expect, it } from 'vitest';
import { levelOf, standingOf } from './attainment';

describe('attainment of an outcome', () => {
  it('is not yet below 50%, developing from 50% and achieved from 80%', () => {
    expect([0, 49, 50, 79, 80, 100].map(levelOf)).toEqual([
      'not_yet',
      'not_yet',
      'developing',
      'developing',
      'achieved',
      'achieved',
    ]);
  });

  it('is the share of the points earned on the marked items, each counted at most at its worth', () => {
    expect(
      standingOf([
        { earned: 2, possible: 2 },
        { earned: 0.5, possible: 2 },
        { earned: 5, possible: 1 },
      ]),
    ).toEqual({ earned: 3.5, possible: 5, percent: 70, level: 'developing', evidence: 3 });
  });

  it('has no level without evidence, and leaves out items worth nothing', () => {
    expect(standingOf([])).toEqual({ earned: 0, possible: 0, percent: null, level: null, evidence: 0 });
    expect(standingOf([{ earned: 0, possible: 0 }]).level).toBeNull();
  });
});
