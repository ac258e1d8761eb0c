import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { coerceArgs, isStorableText, parsePairs, refuseUnstorableText } from './decode';

const Schema = z.object({
  name: z.string().optional(),
  flag: z.boolean().optional(),
  accept: z.literal(true).optional(),
  total: z.number().optional(),
  tags: z.array(z.string()).optional(),
  ids: z.array(z.number()).optional(),
  settings: z.object({ mode: z.string(), on: z.boolean() }).optional(),
  rows: z.array(z.object({ id: z.number() })).optional(),
});
type Args = z.infer<typeof Schema>;

const text = fc.string({ maxLength: 20 });
const argsArbitrary: fc.Arbitrary<Args> = fc.record(
  {
    name: text,
    flag: fc.boolean(),
    accept: fc.constant(true as const),
    total: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0)),
    tags: fc.array(text, { minLength: 1, maxLength: 4 }),
    ids: fc.array(fc.integer(), { minLength: 1, maxLength: 4 }),
    settings: fc.record({ mode: text, on: fc.boolean() }),
    rows: fc.array(fc.record({ id: fc.integer() }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

/**
 * Encode as the spec's client does: objects as JSON strings, booleans as true/false, arrays of
 * scalars with brackets (an empty array, which brackets cannot express, as JSON).
 */
function encode(args: Args): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item !== 'object')) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else if (typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

describe('argument decoding', () => {
  it('gives back what the client encoded, for any arguments of the schema', () => {
    fc.assert(
      fc.property(argsArbitrary, (args) => {
        expect(Schema.parse(coerceArgs(Schema, parsePairs(encode(args))))).toEqual(args);
      }),
    );
  });

  it('leaves strings alone where the schema wants strings, even "true" and "42"', () => {
    expect(coerceArgs(Schema, parsePairs('name=true'))).toEqual({ name: 'true' });
    expect(coerceArgs(Schema, parsePairs('name=42'))).toEqual({ name: '42' });
  });

  it('leaves what does not fit for the schema to refuse', () => {
    const coerced = coerceArgs(Schema, parsePairs('flag=yes&total=many&settings=%7Bbroken'));
    expect(coerced).toEqual({ flag: 'yes', total: 'many', settings: '{broken' });
    expect(Schema.safeParse(coerced).success).toBe(false);
  });

  it('never decodes a prototype key into an object prototype', () => {
    const decoded = parsePairs('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('decodes prototype keys of an object as plain fields, never as the schema of Object.prototype', () => {
    const decoded = coerceArgs(Schema, parsePairs('__proto__=%7B%22a%22%3A1%7D&constructor=1&name=x'));
    expect(Object.getOwnPropertyNames(decoded).sort()).toEqual(['__proto__', 'constructor', 'name']);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
  });
});

describe('text no column can keep', () => {
  it('is a NUL character or half of a surrogate pair', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDBFF\uDBFF\uDC00']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'plain', 'Ağca 😀', '\uD83D\uDE00', 'tab\tand\nnewline', '\uFFFD']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is refused at any depth, in values and keys, naming the top-level field', () => {
    const refusal = (args: Record<string, unknown>) => {
      try {
        refuseUnstorableText(args);
      } catch (error) {
        return error instanceof AppError ? { code: error.code, fields: error.fields } : error;
      }
      return null;
    };
    const reason = 'Remove the invisible or broken characters from this text.';
    expect(refusal({ q: 'a\u0000b' })).toEqual({ code: 'invalid_input', fields: { q: reason } });
    expect(refusal({ rows: [{ deep: { list: ['ok', '\uD800'] } }] })).toEqual({
      code: 'invalid_input',
      fields: { rows: reason },
    });
    expect(refusal({ settings: { 'bad\u0000key': 1 } })).toEqual({
      code: 'invalid_input',
      fields: { settings: reason },
    });
    expect(refusal({ 'k\u0000': 'v' })).toEqual({ code: 'invalid_input', fields: { _: reason } });
    expect(refusal({ name: 'Ağca', tags: ['a', 'b'], n: 1, none: null })).toBeNull();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 100_000; depth++) nested = [nested];
    expect(() => refuseUnstorableText({ deep: nested })).toThrow(AppError);
  });
});
