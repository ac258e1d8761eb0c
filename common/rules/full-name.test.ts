import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidFullName } from './full-name';

const allowedChar = fc.oneof(
  fc.constantFrom(...'abcXYZàéñøßçşğ李王محمدअनिलДмитрийกมล'.split('')),
  fc.constantFrom(' ', ':', '&', '(', ')', "'", '-'),
);
const letter = fc.constantFrom(...'abcXYZàéñ李محДก'.split(''));

describe('the full-name rule (spec §5)', () => {
  it('accepts any 2–70 allowed characters that are not all spaces', () => {
    fc.assert(
      fc.property(letter, fc.array(allowedChar, { minLength: 1, maxLength: 69 }), (first, rest) => {
        expect(isValidFullName(first + rest.join(''))).toBe(true);
      }),
    );
  });

  it('refuses any name containing a digit or an underscore', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar, { maxLength: 30 }),
        fc.constantFrom(...'0123456789_'.split('')),
        fc.array(allowedChar, { maxLength: 30 }),
        (before, bad, after) => {
          expect(isValidFullName([...before, bad, ...after].join(''))).toBe(false);
        },
      ),
    );
  });

  it('refuses names shorter than 2 or longer than 70 characters', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 71, maxLength: 120 }), (chars) => {
        expect(isValidFullName(chars.join(''))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(letter, (single) => {
        expect(isValidFullName(single)).toBe(false);
      }),
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isValidFullName('𠀋'.repeat(2))).toBe(true);
    expect(isValidFullName('𠀋'.repeat(70))).toBe(true);
    expect(isValidFullName('𠀋'.repeat(71))).toBe(false);
  });

  it('refuses other punctuation and symbols', () => {
    for (const name of ['Ann!', 'Ann.', 'Ann@x', 'Ann/Bob', 'Ann, Bob', 'Ann 🙂', 'Ann\tBob']) {
      expect(isValidFullName(name), name).toBe(false);
    }
  });
});
