import { authStore } from '../auth/auth-store';

/** The verbs of the /json scheme that address one user by the id in the path. */
type VerbWithId = 'read' | 'update' | 'delete';

/**
 * The id of the signed-in user in `/json/user/{verb}/{method}/{id}` (spec §7 `read user {id}`):
 * their id once the app knows it, else the alias `me`. Pass the function itself as a call's `id`:
 * it is read when the request is sent, so a request queued for sign-in addresses whoever signs in.
 */
export function ownUserId(): string {
  return authStore.getState().currentUser?.userId ?? 'me';
}

/** The address of a user method for the signed-in user, resolved when the request is sent. */
export function ownUserPath(verb: VerbWithId, method: string): () => string {
  return () => `/json/user/${verb}/${method}/${encodeURIComponent(ownUserId())}`;
}
