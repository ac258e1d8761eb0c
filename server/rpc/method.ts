import type { z } from 'zod';
import type { Db } from '../db/client';
import type { Policy } from './actor';
import type { RequestContext } from './context';

/** The verbs of the /json scheme (spec §7). */
export const VERBS = ['create', 'read', 'lookup', 'update', 'delete', 'execute'] as const;
export type Verb = (typeof VERBS)[number];

/** Verbs addressed to one row by the id in the path. */
export const VERBS_WITH_ID: readonly Verb[] = ['read', 'update', 'delete'];

/** The one shape of a resource method: input schema, who may call it, what it loads, what it does. */
export interface MethodSpec<Input extends z.ZodType = z.ZodType, Loaded = unknown, Result = unknown> {
  input: Input;
  allow: Policy<Loaded>;
  /** Finds the row named by the path id; `undefined` means it does not exist. */
  load?: (db: Db, ctx: RequestContext, id: string) => Promise<Loaded | undefined>;
  run: (db: Db, ctx: RequestContext, loaded: Loaded, input: z.output<Input>) => Promise<Result>;
  /**
   * Writes run in one transaction unless this is false: for a method whose own bookkeeping (such
   * as rate-limit counters) must outlive a failure; it then opens its own transactions.
   */
  transaction?: boolean;
}

/** Declare a resource method (identity at run time, inference for the compiler). */
export function method<Input extends z.ZodType, Loaded = undefined, Result = unknown>(
  spec: MethodSpec<Input, Loaded, Result>,
): MethodSpec<Input, Loaded, Result> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds methods of every input and row type.
export type AnyMethod = MethodSpec<z.ZodType, any, unknown>;

/** A resource's methods by verb; `create` is a single method, the others are named. */
export interface ResourceMethods {
  create?: AnyMethod;
  read?: Record<string, AnyMethod>;
  lookup?: Record<string, AnyMethod>;
  update?: Record<string, AnyMethod>;
  delete?: Record<string, AnyMethod>;
  execute?: Record<string, AnyMethod>;
}

/**
 * Combine groups of methods (each kept in its own file) into one resource's methods. A name
 * defined twice for one verb is a mistake, caught at start-up.
 */
export function mergeMethods(...groups: ResourceMethods[]): ResourceMethods {
  const merged: ResourceMethods = {};
  for (const group of groups) {
    if (group.create) {
      if (merged.create) throw new Error('Two create methods for one resource.');
      merged.create = group.create;
    }
    for (const verb of VERBS) {
      if (verb === 'create') continue;
      const methods = merged[verb] ?? {};
      for (const [name, spec] of Object.entries(group[verb] ?? {})) {
        if (Object.hasOwn(methods, name)) throw new Error(`Method ${verb}/${name} is defined twice.`);
        methods[name] = spec;
      }
      if (Object.keys(methods).length > 0) merged[verb] = methods;
    }
  }
  return merged;
}

/** A named resource of the /json scheme. */
export interface Resource {
  name: string;
  methods: ResourceMethods;
  /** The id of a row in its create result, so multi/create can apply update methods to it. */
  idOf?: (created: unknown) => string;
}

/** Declare a resource. */
export function resource(
  name: string,
  methods: ResourceMethods,
  idOf?: (created: unknown) => string,
): Resource {
  return idOf ? { name, methods, idOf } : { name, methods };
}

/** Find a method of a resource by verb and name (`create` has no name). */
export function findMethod(target: Resource, verb: Verb, name: string | undefined): AnyMethod | undefined {
  if (verb === 'create') return name === undefined ? target.methods.create : undefined;
  if (name === undefined) return undefined;
  const methods = target.methods[verb];
  return methods && Object.hasOwn(methods, name) ? methods[name] : undefined;
}
