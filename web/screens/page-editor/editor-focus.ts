import { useCallback, useLayoutEffect, useRef } from 'react';
import type { BlockControl } from './block-controls';

/**
 * Where the keyboard's focus goes after a structural change: to a block's control (the first of
 * `preferred` it can use, else its first usable one), to a block's selected tab, or to a section's
 * "Add a block" button when no block is left to hold it.
 */
export const focusTargets = {
  control: (blockId: string, preferred: readonly BlockControl[]) => () => {
    const frame = document.querySelector(`[data-block-id="${blockId}"]`);
    const usable = (control: string) =>
      frame?.querySelector<HTMLElement>(`[data-control="${control}"]:not(:disabled)`);
    const target =
      preferred.map(usable).find((found) => found) ??
      frame?.querySelector<HTMLElement>('[data-control]:not(:disabled)');
    target?.focus();
  },
  selectedTab: (blockId: string) => () =>
    document
      .querySelector<HTMLElement>(`[data-block-id="${blockId}"] [role="tab"][aria-selected="true"]`)
      ?.focus(),
  addBlock: (sectionId: string) => () =>
    document.querySelector<HTMLElement>(`[data-section-id="${sectionId}"] [data-add-block]`)?.focus(),
};

/** How long a focus request waits for the layout it belongs to. */
const FOCUS_REQUEST_MS = 1000;

/** Has the focus been dropped to the page's body (as when the element holding it is moved)? */
const focusDropped = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Focus something once the new layout is drawn. Moving a block moves its element in the page,
 * which drops the focus it holds, and the answer may be drawn before or after the action goes on:
 * so the focus is set at the next frame, and set again when a layout committed within a second
 * finds it dropped. Focus the person has put somewhere since is never taken away.
 */
export function useFocusAfterChange(layout: unknown) {
  const pending = useRef<{ focus: () => void; until: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout is the trigger, not an input.
  useLayoutEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (performance.now() > request.until) pending.current = null;
    else if (focusDropped()) {
      pending.current = null;
      request.focus();
    }
  }, [layout]);
  return useCallback((focus: () => void) => {
    pending.current = { focus, until: performance.now() + FOCUS_REQUEST_MS };
    requestAnimationFrame(focus);
  }, []);
}
