/** Reading the JSON the SDK sends (underscored keys, any value): a non-empty string, or a nested object. */

export type Params = Record<string, unknown>;

export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function object(value: unknown): Params {
  return typeof value === 'object' && value !== null ? (value as Params) : {};
}
