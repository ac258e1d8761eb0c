import type { ItemControlProps } from './item-controls';
import { movedBy } from './list-edits';
import { useItemFocus } from './use-item-focus';

/** How a list of items with ids changes; a remove or an add gives back the items as they now are. */
interface ItemRowEdits<Entry> {
  /** The fewest items the list keeps: at that many, no item can be removed. */
  min: number;
  /** Keep the items in this new order. */
  reorder: (entries: Entry[]) => void;
  /** Remove item `id` (with what goes with it); the items left. */
  remove: (id: string) => readonly Entry[];
  /** Add an item at the end; the items with it. */
  add: () => readonly Entry[];
}

/**
 * The rows of a list of items with ids (options, pairs, categories, items to sort): each row's
 * moves and removal for its ItemControls (`controlsOf`), and the list's add, each edit followed by
 * the focus it leaves (useItemFocus): the moved item's button, the text of the item now in the
 * removed one's place (else of the one before it), the added item's text.
 */
export function useItemRows<Entry extends { id: string }>(
  entries: readonly Entry[],
  edits: ItemRowEdits<Entry>,
) {
  const { container, focusText, focusMoved } = useItemFocus<HTMLFieldSetElement>();
  const canRemove = entries.length > edits.min;
  return {
    container,
    add() {
      focusText(edits.add().at(-1)?.id);
    },
    controlsOf(index: number): ItemControlProps {
      const id = entries[index]!.id;
      return {
        canMoveUp: index > 0,
        canMoveDown: index < entries.length - 1,
        canRemove,
        onMove(step) {
          edits.reorder(movedBy(entries, index, step));
          focusMoved(id, step);
        },
        onRemove() {
          if (!canRemove) return;
          const rest = edits.remove(id);
          focusText((rest[index] ?? rest[index - 1])?.id);
        },
      };
    },
  };
}
