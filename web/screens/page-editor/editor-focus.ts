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

/**
 * Focus something once the new layout is drawn. Moving a block moves its element in the page,
 * which drops the focus it holds, and the answer may be drawn before or after the action goes on:
 * so the focus is set at the next frame and again when the changed `layout` is committed (within
 * a second, so a later, unrelated change never takes the focus).
 */
export function useFocusAfterChange(layout: unknown) {
  const pending = useRef<{ focus: () => void; until: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout is the trigger, not an input.
  useLayoutEffect(() => {
    const request = pending.current;
    pending.current = null;
    if (request && performance.now() < request.until) request.focus();
  }, [layout]);
  return useCallback((focus: () => void) => {
    pending.current = { focus, until: performance.now() + FOCUS_REQUEST_MS };
    requestAnimationFrame(focus);
  }, []);
}
