import type { ReactNode } from 'react';

/**
 * The scrolling body of a long dialog: the dialog stays within the window and its content scrolls,
 * so its title and close button stay in view (a dialog taller than the window is centred past its
 * top edge, out of reach).
 */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="-mx-2 max-h-[70vh] overflow-y-auto px-2 pb-1">{children}</div>;
}
