import { createContext, useContext } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';

/** Set by the read-only views drawn on the server (web/ssr/render-view.tsx), which have no app. */
export const StaticView = createContext(false);

/**
 * Is a block's frame (a video or an embedded page) put in now? In a page the server draws for the
 * app, the frame's place is drawn and the frame comes once the app has hydrated the page: a
 * third-party page loading beside the app's own code would hold a phone's processor and network
 * while the reader waits for the page to answer. Read-only views have their frames at once.
 */
export function useFrameShown(): boolean {
  const hydrated = useHydrated();
  return useContext(StaticView) || hydrated;
}
