import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './auth-store';

/** The auth state, re-rendering the caller when it changes. */
export function useAuthState(): AuthState {
  // The same state serves the server's drawing and the hydration of what it drew (web/ssr).
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
