import { useLayoutEffect, useRef } from 'react';

/**
 * Focus a control of a list once the list is drawn again: the new option's text after "Add
 * option", the moved option's button after a move (moving an element drops its focus), a
 * neighbour after a remove. `focusAfterRender` takes selectors within `container`, the first
 * found wins; a text field's text is selected, so typing replaces a starter text.
 */
export function useFocusAfterRender<Container extends HTMLElement>() {
  const container = useRef<Container>(null);
  const pending = useRef<readonly string[] | null>(null);
  useLayoutEffect(() => {
    const selectors = pending.current;
    if (!selectors) return;
    pending.current = null;
    const target = selectors
      .map((selector) => container.current?.querySelector<HTMLElement>(selector))
      .find((found) => found);
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
  });
  return {
    container,
    focusAfterRender: (...selectors: string[]) => {
      pending.current = selectors;
    },
  };
}
