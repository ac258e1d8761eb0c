import { useTranslation } from 'react-i18next';
import { ItemButton } from './item-button';

/** The moves and removal of one list item, as a row of a list of items draws them. */
export interface ItemControlProps {
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * An item's "Move up", "Move down" and "Remove" buttons, each naming the item by its number from
 * the texts of `section` ("Move option 2 up", "Remove pair 3").
 */
export function ItemControls({
  section,
  number,
  ...props
}: ItemControlProps & {
  /** The part of the `quizSetup` texts naming the list's rows. */
  section: 'options' | 'pairs' | 'categories' | 'items' | 'clues';
  number: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1 pb-1">
      <ItemButton
        control="moveUp"
        icon="arrowUp"
        label={t(`quizSetup.${section}.moveUp`, { number })}
        disabled={!props.canMoveUp}
        onClick={() => props.onMove(-1)}
      />
      <ItemButton
        control="moveDown"
        icon="arrowDown"
        label={t(`quizSetup.${section}.moveDown`, { number })}
        disabled={!props.canMoveDown}
        onClick={() => props.onMove(1)}
      />
      <ItemButton
        control="remove"
        icon="trash"
        label={t(`quizSetup.${section}.remove`, { number })}
        disabled={!props.canRemove}
        onClick={props.onRemove}
      />
    </div>
  );
}
