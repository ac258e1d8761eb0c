import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server draws a page and while the app hydrates what it drew (React draws with
 * the server's snapshot then), true from the next render and in a page the app draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
