import type { z } from 'zod';
import type { AnyContract, Verb } from '../../common/api/contract';
import { VERBS } from '../../common/api/contract';
import type { Db } from '../db/client';
import type { Actor } from './actor';
import type { RequestContext } from './context';
import type { Policy } from './policy';
import type { SerializedResult } from './serialized-result';

export { VERBS, VERBS_WITH_ID, type Verb } from '../../common/api/contract';

/**
 * The one shape of a resource method: input schema, who may call it, what it loads, what it does.
 * The input is decoded and checked first, so `load` can find a target named in the input as well
 * as one named by the path id; then `allow` decides on the loaded target with the whole rule.
 */
export interface MethodSpec<
  Input extends z.ZodType = z.ZodType,
  Loaded = unknown,
  Result = unknown,
  Caller extends Actor = Actor,
> {
  input: Input;
  /** The result's schema (from the call's contract): every test response is checked against it. */
  output?: z.ZodType;
  allow: Policy<Loaded, Caller>;
  /**
   * Finds the target: by the path `id` (read, update, delete; '' for the other verbs) or by the
   * decoded input. `undefined` means it does not exist (404, or 401 for a visitor).
   */
  load?: (db: Db, ctx: RequestContext, id: string, input: z.output<Input>) => Promise<Loaded | undefined>;
  run: (
    db: Db,
    ctx: RequestContext<Caller>,
    loaded: Loaded,
    input: z.output<Input>,
  ) => Promise<Result | SerializedResult<Result>>;
  /**
   * Writes run in one transaction unless this is false: for a method whose own bookkeeping (such
   * as rate-limit counters) must outlive a failure; it then opens its own transactions.
   */
  transaction?: boolean;
  /** The largest body it takes, in bytes, when not the app's (server/app.ts): a file sent whole. */
  bodyLimit?: number;
}

/** Declare a resource method (identity at run time, inference for the compiler). */
export function method<
  Input extends z.ZodType,
  Loaded = undefined,
  Result = unknown,
  Caller extends Actor = Actor,
>(spec: MethodSpec<Input, Loaded, Result, Caller>): MethodSpec<Input, Loaded, Result, Caller> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds methods of every input, row and caller type.
export type AnyMethod = MethodSpec<z.ZodType, any, unknown, any>;

/** A method built from its contract, which says where it lives (resource, verb, name). */
export interface ServedMethod extends AnyMethod {
  contract: AnyContract;
}

/**
 * Serve a call declared in common/api: its contract gives the input, the output schema and the
 * address; the server adds who may call it, what it loads and what it does.
 */
export function serve<Call extends AnyContract, Loaded = undefined, Caller extends Actor = Actor>(
  call: Call,
  spec: Omit<MethodSpec<Call['input'], Loaded, z.input<Call['output']>, Caller>, 'input' | 'output'>,
): ServedMethod {
  return { ...spec, input: call.input, output: call.output, contract: call } as ServedMethod;
}

/** Place served methods by their contracts' verbs and names, as a resource's method group. */
export function servedMethods(...served: readonly ServedMethod[]): ResourceMethods {
  const methods: ResourceMethods = {};
  for (const spec of served) {
    const { verb, method: name } = spec.contract;
    if (verb === 'create') {
      if (methods.create) throw new Error(`Two create methods for ${spec.contract.resource}.`);
      methods.create = spec;
      continue;
    }
    const group = methods[verb] ?? {};
    if (Object.hasOwn(group, name!)) throw new Error(`Method ${verb}/${name} is defined twice.`);
    group[name!] = spec;
    methods[verb] = group;
  }
  return methods;
}

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
