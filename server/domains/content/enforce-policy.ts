import type { Actor } from '../../rpc/actor';
import { type Policy, refusalError } from '../../rpc/policy';

/** Apply `policy` in a route outside the /json scheme (an upload): a refusal answers as a method's would. */
export async function enforcePolicy<Loaded>(
  policy: Policy<Loaded>,
  actor: Actor,
  loaded: Loaded,
): Promise<void> {
  const verdict = await policy(actor, loaded);
  if (verdict !== true) throw refusalError(verdict, actor.userId === null);
}
