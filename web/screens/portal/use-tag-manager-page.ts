import { useEffect } from 'react';
import { TAG_MANAGER_SCRIPT_ID } from '../../../common/tag-manager';
import { currentSite } from '../../lib/site';

/** The container this page was served with (common/tag-manager.ts), or '' for none. */
const servedContainer = () => document.getElementById(TAG_MANAGER_SCRIPT_ID)?.dataset.container ?? '';

/** Whether the page was served at this address (rather than reached by the app's own navigation). */
function servedHere(): boolean {
  const [served] = performance.getEntriesByType?.('navigation') ?? [];
  return !served || new URL(served.name).pathname === window.location.pathname;
}

/**
 * Keeps an institution's Google Tag Manager container on its own pages alone, as the server tags
 * them when it serves them: a portal reached within the app whose container differs from the
 * page's is loaded afresh (the server then tags it, or leaves it untagged), and, on the platform's
 * domain, leaving a tagged portal for another screen loads that screen afresh, untagged. On the
 * institution's own domain every page is its own, so nothing is loaded again there.
 */
export function useTagManagerPage(container: string) {
  useEffect(() => {
    // Served here, the server's tagging stands: never a second load of the same address.
    if (!servedHere() && servedContainer() !== container) window.location.reload();
  }, [container]);
  useEffect(() => {
    if (currentSite()) return;
    const portalPath = window.location.pathname;
    return () => {
      // The portal left for another address (not a development re-run of the effect).
      if (servedContainer() && window.location.pathname !== portalPath) window.location.reload();
    };
  }, []);
}
