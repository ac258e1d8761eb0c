import type { z } from 'zod';

/** The verbs of the /json scheme (spec §7). */
export const VERBS = ['create', 'read', 'lookup', 'update', 'delete', 'execute'] as const;
export type Verb = (typeof VERBS)[number];

/** Verbs addressed to one row by the id in the path. */
export const VERBS_WITH_ID: readonly Verb[] = ['read', 'update', 'delete'];

/**
 * One call of the /json scheme, declared once and shared: the server builds its method from it
 * (input decoded and checked, output checked in the tests) and the web its request and query
 * options, so a renamed field or path is a type error on both sides.
 */
export interface Contract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  V extends Verb = Verb,
  R extends string = string,
  M extends string | undefined = string | undefined,
> {
  resource: R;
  verb: V;
  /** The method's name; `create` has none. */
  method: M;
  input: Input;
  output: Output;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of calls holds every input and output type.
export type AnyContract = Contract<any, any, Verb, string, string | undefined>;

/** Declare a call of `resource` (`method` is undefined for `create`); names keep their literal types. */
export function contract<
  Input extends z.ZodType,
  Output extends z.ZodType,
  const V extends Verb,
  const R extends string,
  const M extends V extends 'create' ? undefined : string,
>(
  resource: R,
  verb: V,
  method: M,
  schemas: { input: Input; output: Output },
): Contract<Input, Output, V, R, M> {
  return { resource, verb, method, ...schemas };
}

/** The path of a call (spec §7), with the row id for read, update and delete. */
export function contractPath(call: AnyContract, id?: string): string {
  if (call.verb === 'create') return `/json/${call.resource}/create`;
  const base = `/json/${call.resource}/${call.verb}/${call.method}`;
  return VERBS_WITH_ID.includes(call.verb) ? `${base}/${encodeURIComponent(id ?? '')}` : base;
}

/** Does a call send its arguments in the query string (GET) rather than a body (POST)? */
export function isQueryCall(call: AnyContract): boolean {
  return call.verb === 'read' || call.verb === 'lookup';
}
