/** Who is making a request: a signed-in user or an anonymous visitor. */
export interface Actor {
  userId: string | null;
  sessionId: string | null;
  isStaff: boolean;
  isSuperUser: boolean;
}

/** A visitor who is not signed in. */
export const ANONYMOUS: Actor = Object.freeze({
  userId: null,
  sessionId: null,
  isStaff: false,
  isSuperUser: false,
});

/** Decides whether `actor` may call a method on the `loaded` row. */
export type Policy<Loaded = unknown> = (actor: Actor, loaded: Loaded) => boolean | Promise<boolean>;

const publicPolicies = new WeakSet<Policy<never>>();

/** Anyone, signed in or not (marked so the registry test knows the method is public on purpose). */
export const anyone: Policy<unknown> = () => true;
publicPolicies.add(anyone);

/** Is `policy` the explicitly public one? */
export function isPublicPolicy(policy: Policy<never>): boolean {
  return publicPolicies.has(policy);
}

/** Any signed-in user. */
export const signedIn: Policy<unknown> = (actor) => actor.userId !== null;

/** Platform staff (super users are staff too). */
export const staff: Policy<unknown> = (actor) => actor.isStaff || actor.isSuperUser;

/** Super users only. */
export const superUser: Policy<unknown> = (actor) => actor.isSuperUser;

/** The user the loaded row belongs to, and nobody else. */
export const self: Policy<{ userId: string }> = (actor, loaded) =>
  actor.userId !== null && actor.userId === loaded.userId;
