import type { z } from 'zod';

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
      Object.entries(value).map(([key, item]) => [key, shape[key] ? coerceValue(shape[key], item) : item]),
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
