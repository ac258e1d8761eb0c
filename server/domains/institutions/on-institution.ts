import type { z } from 'zod';
import type { AnyContract } from '../../../common/api/contract';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { serve } from '../../rpc/method';
import type { Policy } from '../../rpc/policy';
import { type LoadedInstitution, loadInstitution } from './institution-record';
import { runInstitution } from './policy';

export type Ctx = RequestContext<SignedInActor>;
/** What a method does with the institution its path names, as loaded with the caller's role. */
export type OnInstitution<Input, Result> = (
  db: Db,
  ctx: Ctx,
  institution: LoadedInstitution,
  input: Input,
) => Promise<Result>;

/** A method on the institution at the path `id`, under `allow` (its team and platform staff by default). */
export function onInstitution<Call extends AnyContract>(
  call: Call,
  run: OnInstitution<z.output<Call['input']>, z.input<Call['output']>>,
  allow: Policy<LoadedInstitution, SignedInActor> = runInstitution,
  options: { transaction?: false } = {},
) {
  return serve(call, {
    allow,
    load: (db, ctx, path) => loadInstitution(db, ctx.actor.userId, path),
    run: (db, ctx, institution, input) => run(db, ctx as Ctx, institution, input),
    ...options,
  });
}
