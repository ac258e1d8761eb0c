import type { Db } from '../db/client';
import { AppError, REASONS } from './app-error';
import type { RequestContext } from './context';
import {
  coerceArgs,
  isStorableText,
  type RawArgs,
  refuseUnstorableText,
  unstorableTextError,
} from './decode';
import type { AnyMethod } from './method';
import { isPublicPolicy, refusalError, requiresSignIn } from './policy';
import { validateArgs } from './validate';

/** One call of a method: its arguments, whether they arrived as strings, and the path id. */
export interface Call {
  args: RawArgs;
  /** Form bodies and query strings carry only strings: decode them by the input schema. */
  stringArgs: boolean;
  id?: string;
}

/**
 * Decode and check the input, load the target (by the path id or from the input), let the policy
 * decide, run. A visitor who is not signed in gets 401 (signing in may help) where a signed-in user
 * gets 403 or 404; a visitor calling a method that is not public learns nothing of its input.
 */
export async function runCall(db: Db, ctx: RequestContext, spec: AnyMethod, call: Call): Promise<unknown> {
  const anonymous = ctx.actor.userId === null;
  if (anonymous && requiresSignIn(spec.allow)) throw new AppError('not_signed_in', REASONS.notSignedIn);
  // Nothing to decode in no arguments (most reads): the empty object goes to the schema as it is.
  const args = call.stringArgs && hasAny(call.args) ? coerceArgs(spec.input, call.args) : call.args;
  let input: unknown;
  try {
    if (call.id !== undefined && !isStorableText(call.id)) throw unstorableTextError('id');
    refuseUnstorableText(args);
    input = validateArgs(spec.input, args);
  } catch (error) {
    if (anonymous && !isPublicPolicy(spec.allow)) throw new AppError('not_signed_in', REASONS.notSignedIn);
    throw error;
  }
  let loaded: unknown;
  if (spec.load) {
    loaded = await spec.load(db, ctx, call.id ?? '', input);
    if (loaded === undefined) {
      throw anonymous
        ? new AppError('not_signed_in', REASONS.notSignedIn)
        : new AppError('not_found', REASONS.notFound);
    }
  }
  const verdict = await spec.allow(ctx.actor, loaded);
  if (verdict !== true) throw refusalError(verdict, anonymous);
  return spec.run(db, ctx, loaded, input);
}

/** Run `work` in one transaction when it writes and the method wants one. */
export function inTransactionIfWrite<T>(
  db: Db,
  writes: boolean,
  specs: readonly AnyMethod[],
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const wantsTransaction = writes && specs.every((spec) => spec.transaction !== false);
  return wantsTransaction ? db.transaction((tx) => work(tx as unknown as Db)) : work(db);
}

function hasAny(args: RawArgs): boolean {
  for (const _ in args) return true;
  return false;
}
