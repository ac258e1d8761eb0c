import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('writes arrays in bracket style, one pair per item', () => {
    expect(toQueryString({ a: [1, 2] })).toBe('a[]=1&a[]=2');
  });

  it('writes booleans as true/false and objects as JSON text', () => {
    expect(toQueryString({ open: false, filter: { sector: 'HIGHER_EDUCATION' } })).toBe(
      'open=false&filter=%7B%22sector%22%3A%22HIGHER_EDUCATION%22%7D',
    );
  });

  it('leaves out null and undefined and encodes the rest', () => {
    expect(toQueryString({ q: 'data & design', page: undefined, sort: null })).toBe('q=data%20%26%20design');
  });
});
