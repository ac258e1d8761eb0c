import { describe, expect, it } from 'vitest';
import { seededShuffle } from './shuffle';

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('seededShuffle', () => {
  it('gives one seed the same order every time, holding every item once', () => {
    const first = seededShuffle(letters, 'learner-1:block-1');
    expect(seededShuffle(letters, 'learner-1:block-1')).toEqual(first);
    expect([...first].sort()).toEqual(letters);
  });

  it('gives other seeds other orders', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, index) => seededShuffle(letters, `learner-${index}:block-1`).join('')),
    );
    expect(orders.size).toBeGreaterThan(15);
    expect(letters).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
