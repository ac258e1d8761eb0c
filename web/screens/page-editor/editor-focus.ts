import type { BlockControl } from './block-controls';

/**
 * Where the keyboard's focus goes after a structural change, once the new layout is drawn: to a
 * block's control (the first of `preferred` it can use, else its first usable one), or to a
 * section's "Add a block" button when no block is left to hold it.
 */
export function focusBlockControl(blockId: string, preferred: readonly BlockControl[]): void {
  requestAnimationFrame(() => {
    const frame = document.querySelector(`[data-block-id="${blockId}"]`);
    const usable = (control: string) =>
      frame?.querySelector<HTMLElement>(`[data-control="${control}"]:not(:disabled)`);
    const target =
      preferred.map(usable).find((found) => found) ??
      frame?.querySelector<HTMLElement>('[data-control]:not(:disabled)');
    target?.focus();
  });
}

/** Focus the "Add a block" button of a section. */
export function focusAddBlock(sectionId: string): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-section-id="${sectionId}"] [data-add-block]`)?.focus(),
  );
}
