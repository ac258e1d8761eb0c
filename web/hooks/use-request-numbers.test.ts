import { describe, expect, it } from 'vitest';
import { RequestNumbers } from './use-request-numbers';

describe('request numbers', () => {
  it('numbers a request anew only when what is asked changes', () => {
    const numbers = new RequestNumbers();
    expect(numbers.latest).toBe(0);
    expect(numbers.numberFor('a')).toBe(1);
    expect(numbers.numberFor('a')).toBe(1);
    expect(numbers.numberFor('b')).toBe(2);
    // Asking again for what was asked before is a new request.
    expect(numbers.numberFor('a')).toBe(3);
  });

  it('takes only the answer to the last request', () => {
    const numbers = new RequestNumbers();
    numbers.numberFor('a');
    expect(numbers.isLatest({ requestId: 1 })).toBe(true);
    numbers.numberFor('b');
    expect(numbers.isLatest({ requestId: 1 })).toBe(false);
    expect(numbers.isLatest({ requestId: 2 })).toBe(true);
  });
});
