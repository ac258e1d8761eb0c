import { useFocusAfterRender } from './use-focus-after-render';

/** A control of the list item with this id (its row carries `data-item-id`). */
const inItem = (id: string, selector: string) => `[data-item-id="${id}"] ${selector}`;

/**
 * Where the focus goes in a list of items with ids (options, pairs, extra choices) once it is
 * drawn again: an item's text field (`data-focus="text"`) after it is added or its neighbour
 * removed, and a moved item's button (ItemControls).
 */
export function useItemFocus<Container extends HTMLElement>() {
  const { container, focusAfterRender } = useFocusAfterRender<Container>();
  return {
    container,
    /** The text field of item `id`, else the first of `otherwise` found (when no item is left). */
    focusText(id: string | undefined, ...otherwise: string[]) {
      focusAfterRender(...(id ? [inItem(id, '[data-focus="text"]')] : []), ...otherwise);
    },
    /** The move button pressed, or the other move once the item has reached an end. */
    focusMoved(id: string, step: -1 | 1) {
      const [pressed, other] = step < 0 ? ['moveUp', 'moveDown'] : ['moveDown', 'moveUp'];
      focusAfterRender(
        inItem(id, `[data-control="${pressed}"]:not(:disabled)`),
        inItem(id, `[data-control="${other}"]`),
      );
    },
  };
}
