import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './auth-store';

/** The auth state, re-rendering the caller when it changes. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}
