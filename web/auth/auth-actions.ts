import { fetchCurrentUser, firstCurrentUser, postAuth } from '../api/accounts';
import { queryClient } from '../api/query-client';
import { authStore } from './auth-store';

/**
 * Asks the server who is signed in, unless the page came with the answer. A visitor is answered
 * with null, so their pages make no failing request; a failed answer counts as signed out too.
 */
export async function loadCurrentUser(): Promise<void> {
  // A page the server drew came with the answer (set at once, before the app's first draw).
  const drawn = firstCurrentUser();
  if (drawn !== undefined) return authStore.userLoaded(drawn);
  try {
    authStore.userLoaded(await fetchCurrentUser());
  } catch {
    authStore.userLoaded(null);
  }
}

/** Logs out of this browser; the client state resets even if the server could not be reached. */
export async function logOut(): Promise<void> {
  try {
    await postAuth({ logout: true });
  } catch {
    // Nothing to show: this browser forgets the user either way, and the server's session expires.
  }
  resetClientState();
}

/** Ends every session of the current user (spec §7), then resets the client state; rejects on failure. */
export async function logOutEverywhere(email: string): Promise<void> {
  await postAuth({ user: email, logoutEverywhere: true });
  resetClientState();
}

/** Logout resets the whole client state (spec §4): the auth state and every cached query. */
export function resetClientState(): void {
  authStore.reset();
  queryClient.clear();
}
