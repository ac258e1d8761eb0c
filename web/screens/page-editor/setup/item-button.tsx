import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { Icon, type IconName } from '../../../components/icon';

const BUTTON = `${SECONDARY_BUTTON} h-8 min-w-8 px-2 py-0`;

/**
 * An icon button of a list item (move up, move down, remove). Its name names the item ("Remove
 * option 2"), for screen readers and as a tooltip; `control` is what focus requests look for.
 */
export function ItemButton({
  label,
  icon,
  control,
  disabled,
  onClick,
}: {
  label: string;
  icon: IconName;
  control: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-control={control}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={BUTTON}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}
