import { authStore } from '../auth/auth-store';

/** The verbs of the /json scheme that address one user by the id in the path. */
type VerbWithId = 'read' | 'update' | 'delete';

/**
 * The address of `/json/user/{verb}/{method}/{id}` for the signed-in user (spec §7 `read user
 * {id}`): their id once the app knows it, else the alias `me`. It is resolved when the request is
 * sent, so a request queued for sign-in addresses whoever signs in.
 */
export function ownUserPath(verb: VerbWithId, method: string): () => string {
  return () => {
    const id = authStore.getState().currentUser?.userId ?? 'me';
    return `/json/user/${verb}/${method}/${encodeURIComponent(id)}`;
  };
}
