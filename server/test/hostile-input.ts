import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Inputs for fuzzing a method: values shaped by its input schema (so they reach past validation
 * into loads and services), with hostile values anywhere in them. Every generated string carries
 * `CANARY`, so a test can tell whether an input value reached the log.
 */

export const CANARY = 'c4nary';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const MAX_DEPTH = 6;

/** Text no column can keep, and text too long for any field. */
const hostileText = fc.constantFrom(
  `${CANARY}\u0000`,
  `a\u0000${CANARY}`,
  `${CANARY}\uD800`,
  `\uDC00${CANARY}`,
  `${CANARY}\uDBFF\uDBFF`,
  `${CANARY}${'x'.repeat(20_000)}`,
  `${CANARY}${'é'.repeat(70_000)}`,
  `${CANARY}' OR 1=1 --`,
  `${CANARY}%00%ZZ`,
  `../${CANARY}/..\\`,
);

/** Nesting deeper than any schema expects. */
const deepNesting = fc.constantFrom(1_000, 3_000).map((depth) => {
  let value: unknown = CANARY;
  for (let level = 0; level < depth; level++) value = level % 2 ? { [CANARY]: value } : [value];
  return value;
});

/** Keys that would reach an object's prototype if copied carelessly. */
const prototypeKeys = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map((key) => JSON.parse(`{"${key}": {"polluted": "${CANARY}", "prototype": {"polluted": "${CANARY}"}}}`));

/** A value of a type the schema does not expect. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, -(2 ** 63), 1e308, 0.5, ''),
  fc.constant([CANARY, 1, null]),
  fc.constant({ [CANARY]: [CANARY] }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  wrongType,
  deepNesting,
  prototypeKeys,
);

/** A string of the schema's kind: known names of real rows, generated text, or hostile text. */
function text(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    fc.string({ maxLength: 12 }).map((value) => `${CANARY}${value}`),
    hostileText,
  );
}

/**
 * Values for `schema`: mostly of its shape (objects with their fields, enums with their values,
 * strings from `known` or generated), each part replaced by a hostile value now and then.
 */
export function inputArbitrary(
  schema: z.ZodType,
  known: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, known, depth);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedArbitrary(schema: z.ZodType, known: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown) => inputArbitrary(child as z.ZodType, known, depth + 1);
  if (depth > MAX_DEPTH) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return text(known);
    case 'number':
    case 'int':
      return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 31, -(2 ** 53), 1e21));
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'not a date' : date.toISOString()));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return shapedArbitrary(def.in as z.ZodType, known, depth);
    case 'lazy':
      return shapedArbitrary((def.getter as () => z.ZodType)(), known, depth + 1);
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(text(known), inner(def.valueType), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)])), {
        requiredKeys: [],
      });
    }
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
  }
}

/**
 * Percent-encode `text` as a hostile client would, lone surrogates included (as the three bytes
 * their code would take, which no UTF-8 decoder accepts), where encodeURIComponent would throw.
 */
export function encodeAnyText(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/**
 * `args` as a query string the way the web encodes it: arrays of scalars with brackets, other
 * objects as JSON, scalars as text; anything not an object as one `_` argument.
 */
export function queryStringOf(args: unknown): string {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return `_=${encodeAnyText(JSON.stringify(args) ?? '')}`;
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined) continue;
    const name = encodeAnyText(key);
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item !== 'object')) {
      for (const item of value) pairs.push(`${name}[]=${encodeAnyText(String(item))}`);
    } else {
      const textValue = typeof value === 'object' ? JSON.stringify(value) : String(value);
      pairs.push(`${name}=${encodeAnyText(textValue)}`);
    }
  }
  return pairs.join('&');
}
