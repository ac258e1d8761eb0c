import type { ErrorCode } from '../../common/errors';
import type { Actor, SignedInActor } from './actor';
import { AppError, REASONS } from './app-error';

/** A refusal with a code of its own (403 course_access_denied, 410 class_ended) and its reason. */
export interface Refusal {
  code: ErrorCode;
  reason: string;
}

/** What a policy decides: allowed, refused (401 for a visitor, 403 for a signed-in user), or a refusal of its own. */
export type Verdict = boolean | Refusal;

/**
 * Decides whether `actor` may call a method on the `loaded` target. `SignedIn` is the actor a
 * passing policy guarantees, so the method's `run` sees `ctx.actor.userId` as a string.
 */
export type Policy<Loaded = unknown, Guarantee extends Actor = Actor> = ((
  actor: Actor,
  loaded: Loaded,
) => Verdict | Promise<Verdict>) & { readonly guarantees?: Guarantee };

const publicPolicies = new WeakSet<object>();
const signInPolicies = new WeakSet<object>();

/** Build a refusal with its own code and reason. */
export function refuse(code: ErrorCode, reason: string): Refusal {
  return { code, reason };
}

/** Anyone, signed in or not (marked so the registry test knows the method is public on purpose). */
export const anyone: Policy = () => true;
publicPolicies.add(anyone);

/**
 * A public policy with a rule of its own: anyone may call the method, and `rule` judges the loaded
 * target (a hidden course answered 404 alike to visitors and signed-in users, since signing in
 * would not show it to them).
 */
export function publicly<Loaded>(rule: (actor: Actor, loaded: Loaded) => Verdict): Policy<Loaded> {
  const policy: Policy<Loaded> = (actor, loaded) => rule(actor, loaded);
  publicPolicies.add(policy);
  return policy;
}

/** Is `policy` public: `anyone`, or built by `publicly`? */
export function isPublicPolicy(policy: object): boolean {
  return publicPolicies.has(policy);
}

/** Does `policy` refuse every visitor who is not signed in (so they get 401 before their input is read)? */
export function requiresSignIn(policy: object): boolean {
  return signInPolicies.has(policy);
}

/** A policy for signed-in users only: visitors are refused, then `rule` decides with a narrowed actor. */
export function whenSignedIn<Loaded, Decision extends Verdict | Promise<Verdict>>(
  rule: (actor: SignedInActor, loaded: Loaded) => Decision,
): ((actor: Actor, loaded: Loaded) => Decision | false) & { readonly guarantees?: SignedInActor } {
  const policy = (actor: Actor, loaded: Loaded) =>
    actor.userId !== null && rule(actor as SignedInActor, loaded);
  signInPolicies.add(policy);
  return policy;
}

/** Any signed-in user. */
export const signedIn = whenSignedIn((_actor, _loaded: unknown) => true);

/** Is the actor platform staff (super users are staff too)? The one place this rule is written. */
export function isStaffActor(actor: Pick<Actor, 'isStaff' | 'isSuperUser'>): boolean {
  return actor.isStaff || actor.isSuperUser;
}

/** Platform staff. */
export const staff = whenSignedIn((actor, _loaded: unknown) => isStaffActor(actor));

/** Super users only. */
export const superUser = whenSignedIn((actor, _loaded: unknown) => actor.isSuperUser);

/** The user the loaded row belongs to, and nobody else. */
export const self = whenSignedIn((actor, loaded: { userId: string }) => actor.userId === loaded.userId);

/** The error a refused call answers with. */
export function refusalError(verdict: Exclude<Verdict, true>, anonymous: boolean): AppError {
  if (verdict !== false) return new AppError(verdict.code, verdict.reason);
  return anonymous
    ? new AppError('not_signed_in', REASONS.notSignedIn)
    : new AppError('forbidden', REASONS.forbidden);
}

/** Apply `policy` in a route outside the /json scheme (an upload): a refusal answers as a method's would. */
export async function enforcePolicy<Loaded>(
  policy: Policy<Loaded>,
  actor: Actor,
  loaded: Loaded,
): Promise<void> {
  const verdict = await policy(actor, loaded);
  if (verdict !== true) throw refusalError(verdict, actor.userId === null);
}
