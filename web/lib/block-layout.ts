import type { PageBlock } from '../../common/api/course-page';
import { blockSettingsOf } from '../../common/api/layout-settings';

/** How many columns a block spans in its section (its span, never more than the section has). */
export function spanOf(block: PageBlock, columns: number): number {
  return Math.min(blockSettingsOf(block).layout.span, columns);
}

// Whole class names, so Tailwind finds them in the source.
/** A section's grid by its number of columns (one column below the md breakpoint). */
export const GRID_COLUMNS = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;
/** A block's column span in its section's grid. */
export const SPANS = { 1: '', 2: 'md:col-span-2', 3: 'md:col-span-3' } as const;
/** Section and block backgrounds (the display settings' choices). */
export const BACKGROUNDS = {
  none: '',
  subtle: 'rounded-2xl bg-slate-50 p-4',
  brand: 'rounded-2xl bg-brand-50 p-4',
} as const;
