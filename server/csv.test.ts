import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvLine } from './csv';

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

describe('csvDocument', () => {
  it('opens with a UTF-8 byte-order mark, so Excel reads Indonesian and Malay names as UTF-8', () => {
    const document = csvDocument([
      csvLine(['name']),
      csvLine(['Siti Nurhaliza binti Tarudin']),
      csvLine(['Çelik Ağca']),
    ]);
    const bytes = Buffer.from(document, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('name\r\nSiti Nurhaliza binti Tarudin\r\nÇelik Ağca\r\n');
  });

  it('keeps the formula guard', () => {
    expect(csvDocument([csvLine(['=HYPERLINK("x")'])])).toBe(`\uFEFF"'=HYPERLINK(""x"")"\r\n`);
  });
});
