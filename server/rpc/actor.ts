/** Who is making a request: a signed-in user or an anonymous visitor. */
export interface Actor {
  userId: string | null;
  sessionId: string | null;
  isStaff: boolean;
  isSuperUser: boolean;
}

/** An actor a sign-in policy has let through: the user id is known. */
export interface SignedInActor extends Actor {
  userId: string;
}

/** A visitor who is not signed in. */
export const ANONYMOUS: Actor = Object.freeze({
  userId: null,
  sessionId: null,
  isStaff: false,
  isSuperUser: false,
});
