import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ParsedNotation,
  parseGapNotation,
  type WrittenPart,
  withGapIds,
  writeGapNotation,
  writtenPartsOf,
} from './gap-notation';

const partsOf = (parsed: ParsedNotation) => (parsed.ok ? parsed.parts : null);

describe('gap notation', () => {
  it('reads text and gaps, each gap with its answers separated by slashes', () => {
    const parsed = parseGapNotation(
      'The capital of Indonesia is *Jakarta*, and colour is also spelt *colour/color*.',
    );
    expect(partsOf(parsed)).toEqual([
      { text: 'The capital of Indonesia is ' },
      { answers: ['Jakarta'] },
      { text: ', and colour is also spelt ' },
      { answers: ['colour', 'color'] },
      { text: '.' },
    ]);
  });

  it('writes a passage back as it was written', () => {
    const notation = 'The capital of Indonesia is *Jakarta*, and colour is also spelt *colour/color*.';
    expect(writeGapNotation(partsOf(parseGapNotation(notation))!)).toBe(notation);
  });

  it('trims answers and drops empty ones, but keeps the text as typed', () => {
    expect(partsOf(parseGapNotation('  a * colour / /color *\n'))).toEqual([
      { text: '  a ' },
      { answers: ['colour', 'color'] },
      { text: '\n' },
    ]);
  });

  it('reads an escaped asterisk or slash as a character, in a gap and in the text', () => {
    expect(partsOf(parseGapNotation('2 \\* 3 = *6*; *a\\/b/a\\*b*; and/or'))).toEqual([
      { text: '2 * 3 = ' },
      { answers: ['6'] },
      { text: '; ' },
      { answers: ['a/b', 'a*b'] },
      { text: '; and/or' },
    ]);
    // A backslash before anything else is a backslash.
    expect(partsOf(parseGapNotation('C:\\dir *\\x*'))).toEqual([{ text: 'C:\\dir ' }, { answers: ['\\x'] }]);
  });

  it('escapes what would otherwise be notation when it writes', () => {
    const parts: WrittenPart[] = [
      { text: '2 * 3 = 6 and/or a backslash\\' },
      { answers: ['a/b', 'a*b', 'back\\slash', 'ends\\'] },
    ];
    const notation = writeGapNotation(parts);
    expect(notation).toBe('2 \\* 3 = 6 and/or a backslash\\\\*a\\/b/a\\*b/back\\slash/ends\\\\*');
    expect(partsOf(parseGapNotation(notation))).toEqual(parts);
  });

  it('refuses a gap left open', () => {
    expect(parseGapNotation('The capital is *Jakarta')).toEqual({ ok: false, error: 'unclosed' });
    expect(parseGapNotation('*a* and *b* and *')).toEqual({ ok: false, error: 'unclosed' });
    // An escaped asterisk closes nothing.
    expect(parseGapNotation('*Jakarta\\*')).toEqual({ ok: false, error: 'unclosed' });
  });

  it('refuses a gap without an answer', () => {
    expect(parseGapNotation('The capital is **.')).toEqual({ ok: false, error: 'emptyGap' });
    expect(parseGapNotation('The capital is * / *.')).toEqual({ ok: false, error: 'emptyGap' });
  });

  it('reads a passage without gaps as text, and an empty one as nothing', () => {
    expect(partsOf(parseGapNotation('No gaps.'))).toEqual([{ text: 'No gaps.' }]);
    expect(partsOf(parseGapNotation(''))).toEqual([]);
  });

  it('reads back whatever it writes', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '*', '/', '\\', '\n'), minLength: 1 });
    const answer = text.filter((value) => value.trim() === value && value !== '');
    // Stored passages never have two texts in a row.
    const parts = fc
      .array(
        fc.oneof(
          text.map((value) => ({ text: value })),
          fc.array(answer, { minLength: 1, maxLength: 3 }),
        ),
      )
      .map((items) =>
        items
          .map((item): WrittenPart => (Array.isArray(item) ? { answers: item } : item))
          .filter((part, index, all) => !('text' in part && 'text' in (all[index + 1] ?? {}))),
      );
    fc.assert(
      fc.property(parts, (written) => {
        expect(partsOf(parseGapNotation(writeGapNotation(written)))).toEqual(written);
      }),
    );
  });
});

describe('gap ids', () => {
  const parts = (notation: string) => partsOf(parseGapNotation(notation))!;

  it('gives each gap an id of its own, and its answers under that id', () => {
    const { passage, gaps } = withGapIds(parts('*a* and *b/c*'), []);
    const [first, second] = passage.flatMap((part) => ('gapId' in part ? [part.gapId] : []));
    expect(passage).toEqual([{ gapId: first }, { text: ' and ' }, { gapId: second }]);
    expect(first).not.toBe(second);
    expect(gaps).toEqual({ [first!]: ['a'], [second!]: ['b', 'c'] });
  });

  it('keeps the id of the gap at each place, and makes new ones for gaps added after them', () => {
    const { passage, gaps } = withGapIds(parts('Changed *x* text *y* and *z*'), ['g1', 'g2']);
    expect(passage.filter((part) => 'gapId' in part).slice(0, 2)).toEqual([{ gapId: 'g1' }, { gapId: 'g2' }]);
    expect(Object.keys(gaps)).toHaveLength(3);
    expect(gaps).toMatchObject({ g1: ['x'], g2: ['y'] });
    expect(withGapIds(parts('only *x*'), ['g1', 'g2']).gaps).toEqual({ g1: ['x'] });
  });

  it('writes a stored passage back with the answers of its gaps', () => {
    const notation = writeGapNotation(
      writtenPartsOf([{ text: 'Spell it ' }, { gapId: 'g1' }, { text: '.' }], { g1: ['colour', 'color'] }),
    );
    expect(notation).toBe('Spell it *colour/color*.');
  });
});
