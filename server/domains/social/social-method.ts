import type { z } from 'zod';
import type { AnyContract } from '../../../common/api/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../rpc/actor';
import { type MethodSpec, type ServedMethod, serve } from '../../rpc/method';
import type { Policy } from '../../rpc/policy';

/**
 * Finds a social target for the signed-in caller `userId`: by the path id (a post, a comment, a
 * class path, a report) and, where it names more, the decoded input.
 */
export type SocialLoad<Call extends AnyContract, Loaded> = (
  db: Db,
  userId: string,
  id: string,
  input: z.output<Call['input']>,
) => Promise<Loaded | undefined>;

/**
 * Serve a social call: every social target is loaded with the caller's standing in its class, so a
 * visitor has none to load (401, as a missing target is). One line a method where the targets'
 * loaders take (db, userId, id).
 */
export function serveSocial<Call extends AnyContract, Loaded, Caller extends Actor = Actor>(
  call: Call,
  allow: Policy<Loaded, Caller>,
  load: SocialLoad<Call, Loaded>,
  run: MethodSpec<Call['input'], Loaded, z.input<Call['output']>, Caller>['run'],
): ServedMethod {
  return serve(call, {
    allow,
    load: async (db, ctx, id, input) =>
      ctx.actor.userId === null ? undefined : load(db, ctx.actor.userId, id, input),
    run,
  });
}
