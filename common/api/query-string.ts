type QueryScalar = string | number | boolean;

/** A query parameter: scalars as text, arrays in bracket style, objects as JSON text. */
export type QueryValue =
  | QueryScalar
  | readonly QueryScalar[]
  | { readonly [key: string]: unknown }
  | null
  | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Encodes `params` the way the /json scheme reads them (spec §2, §7): `a[]=1&a[]=2`, booleans as true/false. */
export function toQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const name = encodeURIComponent(key);
    if (isScalarArray(value)) {
      for (const item of value) pairs.push(`${name}[]=${encodeURIComponent(String(item))}`);
    } else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      pairs.push(`${name}=${encodeURIComponent(text)}`);
    }
  }
  return pairs.join('&');
}

/** `path` with `params` as its query string (none when they hold nothing): the address a read is sent to. */
export function addressOf(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  return query ? `${path}?${query}` : path;
}

// Array.isArray does not narrow readonly arrays, hence the guard.
function isScalarArray(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value);
}
