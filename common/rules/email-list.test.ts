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

describe('parseEmailList with names (pasted from an address book)', () => {
  it('takes the address of each `Name <address>` entry, between commas, semicolons and lines', () => {
    const pasted = [
      'Jane Doe <jane@x.id>, Bob <bob@x.id>; Siti Nur <siti@x.my>',
      '"Doe, John" <john@x.id>; "Tan; Mei" <mei@x.id>',
      'Ağca Öz <agca@x.id>',
      'plain@x.id other@x.id',
    ].join('\n');
    expect(parseEmailList(pasted)).toEqual(
      [
        'jane@x.id',
        'bob@x.id',
        'siti@x.my',
        'john@x.id',
        'mei@x.id',
        'agca@x.id',
        'plain@x.id',
        'other@x.id',
      ].map((email) => ({ email, valid: true })),
    );
  });

  it('keeps a per-entry verdict in a named list', () => {
    expect(parseEmailList('Jane <jane@x.id>, Bad <bad@>, Jane Again <JANE@x.id>, no address here')).toEqual([
      { email: 'jane@x.id', valid: true },
      { email: 'bad@', valid: false, reason: 'Enter a valid email address' },
      { email: 'no address here', valid: false, reason: 'Enter a valid email address' },
    ]);
  });

  it('reads a group as its members', () => {
    expect(parseEmailList('Team: a@x.id, b@x.id;').map((entry) => entry.email)).toEqual(['a@x.id', 'b@x.id']);
  });
});
