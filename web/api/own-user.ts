import { authStore } from '../auth/auth-store';

/**
 * The id of the signed-in user in `/json/user/{verb}/{method}/{id}` (spec §7 `read user {id}`):
 * their id once the app knows it, else the alias `me`. Pass the function itself as a call's `id`:
 * it is read when the request is sent, so a request queued for sign-in addresses whoever signs in.
 */
export function ownUserId(): string {
  return authStore.getState().currentUser?.userId ?? 'me';
}
