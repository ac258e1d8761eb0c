import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AnyContract, contractPath, isQueryCall } from '../../common/api/contract';
import { addressOf, type QueryParams } from '../../common/api/query-string';
import { apiRequest } from './client';
import { firstReadMeta, takeFirstRead } from './first-reads';

/** What a call sends, as its contract declares it. */
export type CallInput<Call extends AnyContract> = z.input<Call['input']>;
/** What a call answers, as its contract declares it. */
export type CallOutput<Call extends AnyContract> = z.output<Call['output']>;

/**
 * The address of a call of common/api, checked against its contract's type. The web imports the
 * contracts as types only, so their zod schemas stay out of the first load; the compiler still
 * refuses an address that is not the contract's (a renamed method or resource is a type error).
 */
export interface CallAddress<Call extends AnyContract> {
  resource: Call['resource'];
  verb: Call['verb'];
  method: Call['method'];
  /** Carries the contract's types; never set. */
  readonly contract?: Call;
}

/** Name the call `Call` by its address (the type parameter is the contract's type). */
export function call<Call extends AnyContract>(
  resource: Call['resource'],
  verb: Call['verb'],
  method: Call['method'],
): CallAddress<Call> {
  return { resource, verb, method };
}

/**
 * The arguments of one call: the row id of read, update and delete (or a function giving it when
 * the request is sent, such as the signed-in user's id for a request queued for sign-in), and the input.
 */
export interface CallArgs<Call extends AnyContract> {
  id?: string | (() => string);
  input?: CallInput<Call>;
}

interface CallOptions {
  /** A login-required action (spec §4): after a 401 it waits for sign-in and runs again. */
  loginRequired?: boolean;
}

/** The row id of a call's arguments, the function giving it called now. */
function idOf<Call extends AnyContract>(args: CallArgs<Call>): string | undefined {
  return typeof args.id === 'function' ? args.id() : args.id;
}

/** Send a call as its contract says: read and lookup as GET with a query string, the rest as POST with a JSON body. */
export function request<Call extends AnyContract>(
  address: CallAddress<Call>,
  args: CallArgs<Call> = {},
  options: CallOptions = {},
): Promise<CallOutput<Call>> {
  const target = address as unknown as AnyContract;
  const path = () => contractPath(target, idOf(args));
  return isQueryCall(target)
    ? apiRequest('GET', path, { query: (args.input ?? {}) as QueryParams, ...options })
    : apiRequest('POST', path, { body: args.input ?? {}, ...options });
}

/** The start of every query key of a call (resource, method): what invalidates all its answers at once. */
export function callKeyPrefix<Call extends AnyContract>(address: CallAddress<Call>) {
  return [address.resource, address.method ?? 'create'] as const;
}

/** The query key of a call, one style for every query: resource, method, then id and input when given. */
export function callKey<Call extends AnyContract>(address: CallAddress<Call>, args: CallArgs<Call> = {}) {
  return [...callKeyPrefix(address), idOf(args) ?? null, args.input ?? null] as const;
}

/** The address a read or lookup call is sent to, its query string included. */
export function callUrl<Call extends AnyContract>(address: CallAddress<Call>, args: CallArgs<Call> = {}) {
  return addressOf(
    contractPath(address as unknown as AnyContract, idOf(args)),
    (args.input ?? {}) as QueryParams,
  );
}

/** The answer of a read or lookup that came with a page the server drew (first-reads.ts), if any. */
export function firstAnswer<Call extends AnyContract>(address: CallAddress<Call>, args: CallArgs<Call> = {}) {
  return takeFirstRead<CallOutput<Call>>(callUrl(address, args));
}

/**
 * A query's options for its first read: the answer that came with a page the server drew, and the
 * address a drawing answers for it when it is left waiting (first-reads.ts `firstReadMeta`).
 */
export function firstReadOptions<Call extends AnyContract>(
  address: CallAddress<Call>,
  args: CallArgs<Call> = {},
) {
  const url = callUrl(address, args);
  return { initialData: () => takeFirstRead<CallOutput<Call>>(url), meta: firstReadMeta(url) };
}

/** TanStack query options of a read or lookup call. */
export function callQuery<Call extends AnyContract>(
  address: CallAddress<Call>,
  args: CallArgs<Call> = {},
  options: CallOptions = {},
) {
  return queryOptions({
    queryKey: callKey(address, args),
    queryFn: () => request(address, args, options),
    ...firstReadOptions(address, args),
  });
}
