import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csvField', () => {
  it('leaves a plain text or a number as it is', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, quote or line break, doubling quotes', () => {
    expect(csvField('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('puts an apostrophe before a text that starts like a formula', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
  });
});

describe('csvLine', () => {
  it('joins the fields with commas and ends in CRLF', () => {
    expect(csvLine(['a', 'b, c', 3])).toBe('a,"b, c",3\r\n');
    expect(csvLine([])).toBe('\r\n');
  });
});
