import type { z } from 'zod';
import { reasonText } from '../../common/reasons';
import { AppError } from './app-error';

/** Raw arguments before schema-guided decoding: strings, bracket-arrays of strings, or JSON values. */
export type RawArgs = Record<string, unknown>;

/**
 * Read `key=value` pairs of a query string or a form-encoded body. `a[]=1&a[]=2` gives an array;
 * a repeated plain key keeps its last value.
 */
export function parsePairs(encoded: string): RawArgs {
  const args: Record<string, unknown> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const existing = args[key];
      args[key] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      args[rawKey] = value;
    }
  }
  return { ...args };
}

/**
 * Turn form or query strings into the types `schema` expects: `true`/`false` into booleans,
 * numeric strings into numbers, JSON-encoded strings into objects and arrays (spec §7).
 * Anything that does not fit is left as it is, for the schema to reject with a clear reason.
 */
export function coerceArgs(schema: z.ZodType, raw: RawArgs): RawArgs {
  return coerceValue(schema, raw) as RawArgs;
}

type Def = { type: string } & Record<string, unknown>;

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Strip wrappers (optional, default, pipe…) down to the schema that describes the value's shape. */
function baseOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = def.in as z.ZodType;
    else if (def.type === 'lazy') current = (def.getter as () => z.ZodType)();
    else return current;
  }
}

function coerceValue(schema: z.ZodType, value: unknown): unknown {
  const base = baseOf(schema);
  const def = defOf(base);
  if (typeof value === 'string') return coerceString(def, base, value);
  if (Array.isArray(value) && def.type === 'array') {
    return value.map((item) => coerceValue(def.element as z.ZodType, item));
  }
  if (isPlainObject(value) && def.type === 'object') {
    const shape = def.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      // Only the shape's own fields: `__proto__` or `constructor` must not find Object.prototype's.
      Object.entries(value).map(([key, item]) => [
        key,
        Object.hasOwn(shape, key) ? coerceValue(shape[key]!, item) : item,
      ]),
    );
  }
  return value;
}

function coerceString(def: Def, base: z.ZodType, value: string): unknown {
  switch (def.type) {
    case 'boolean':
      return booleanOf(value);
    case 'literal': {
      const values = def.values as unknown[];
      return values.some((literal) => typeof literal === 'boolean') ? booleanOf(value) : value;
    }
    case 'number':
    case 'int':
    case 'bigint':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'object':
    case 'record':
    case 'array':
    case 'tuple':
    case 'union': {
      const parsed = parseJson(value);
      return parsed === undefined ? value : coerceValue(base, parsed);
    }
    default:
      return value;
  }
}

function booleanOf(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function parseJson(value: string): unknown {
  const start = value.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A NUL character, or half of a UTF-16 surrogate pair without its other half: PostgreSQL refuses
// the first in any text, and UTF-8 cannot encode the second (drivers would store U+FFFD instead).
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Can `text` be stored and compared as it is? */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * Refuse decoded arguments that carry text no column can keep, in a value or a key at any depth,
 * with `invalid_input` naming the field. The walk keeps its own stack, so deep nesting cannot
 * overflow the call stack.
 */
export function refuseUnstorableText(args: Readonly<Record<string, unknown>>): void {
  const pending: Array<[field: string, value: unknown]> = [];
  for (const [field, value] of Object.entries(args)) {
    if (!isStorableText(field)) throw unstorableTextError('_');
    pending.push([field, value]);
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [field, value] = next;
    if (typeof value === 'string' && !isStorableText(value)) throw unstorableTextError(field);
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) throw unstorableTextError(field);
      pending.push([field, item]);
    }
  }
}

/** The `invalid_input` refusal of text that cannot be stored, for `field` (a top-level name). */
export function unstorableTextError(field: string): AppError {
  const reason = reasonText('form.unstorableText');
  return new AppError('invalid_input', reason, { [field]: reason });
}
