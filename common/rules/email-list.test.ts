import { describe, expect, it } from 'vitest';
import { parseEmailList } from './email-list';

describe('parseEmailList', () => {
  it('splits on commas, semicolons, white space and new lines', () => {
    expect(
      parseEmailList('a@x.id,b@x.id;c@x.id d@x.id\te@x.id\r\nf@x.id\n').map((entry) => entry.email),
    ).toEqual(['a@x.id', 'b@x.id', 'c@x.id', 'd@x.id', 'e@x.id', 'f@x.id']);
  });

  it('marks each invalid entry on its own with the sign-up reason', () => {
    expect(parseEmailList('ok@x.id, @x.id, no-at-sign, ok2@x.id')).toEqual([
      { email: 'ok@x.id', valid: true },
      { email: '@x.id', valid: false, reason: 'Enter a valid email address' },
      { email: 'no-at-sign', valid: false, reason: 'Enter a valid email address' },
      { email: 'ok2@x.id', valid: true },
    ]);
  });

  it('collapses duplicates whatever their case, keeping the first spelling', () => {
    expect(parseEmailList('Ana@X.id ana@x.id; ANA@x.id bad bad')).toEqual([
      { email: 'Ana@X.id', valid: true },
      { email: 'bad', valid: false, reason: 'Enter a valid email address' },
    ]);
  });

  it('finds nothing in blank text', () => {
    expect(parseEmailList(' ,;\n\t ')).toEqual([]);
  });
});
