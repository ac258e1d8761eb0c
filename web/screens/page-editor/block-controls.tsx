import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { Icon, type IconName } from '../../components/icon';

/** The controls of a block, by the name `data-control` gives them (focus returns to them by it). */
export type BlockControl = 'edit' | 'moveUp' | 'moveDown' | 'duplicate' | 'addAfter' | 'delete';

export interface BlockControlItem {
  control: BlockControl;
  /** Its name (said by screen readers, shown as a tooltip). */
  label: string;
  /** What the button shows: a short word within its name ("Edit"), or an icon. */
  shows: { text: string } | { icon: IconName };
  onClick: () => void;
  /** Not possible here (Move up on the first block): the button is disabled. */
  impossible?: boolean;
  /** Unavailable while the page is updating: focusable still, and says so (aria-disabled). */
  locked?: boolean;
  expanded?: boolean;
}

const BUTTON = `${SECONDARY_BUTTON} h-8 min-w-8 px-2 py-0 text-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  ArrowUp: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A block's controls as one toolbar with a roving tabindex: one Tab stop per block, the arrow keys
 * (Home, End) move between its buttons. While the page is updating the buttons stay focusable and
 * say they are unavailable (aria-disabled), so the focus is not dropped to the page's body.
 */
export function BlockControls({ label, items }: { label: string; items: readonly BlockControlItem[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<BlockControl>('edit');
  const available = items.filter((item) => !item.impossible);
  const current = available.some((item) => item.control === active) ? active : available[0]?.control;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = NEXT_KEYS[event.key];
    if (!step || available.length === 0) return;
    event.preventDefault();
    const index = available.findIndex((item) => item.control === current);
    const next = available[step(Math.max(index, 0), available.length)]!;
    setActive(next.control);
    event.currentTarget.querySelector<HTMLElement>(`[data-control="${next.control}"]`)?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('pageEditor.block.controls', { name: label })}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1"
    >
      {items.map((item) => (
        <button
          key={item.control}
          type="button"
          data-control={item.control}
          tabIndex={item.control === current ? 0 : -1}
          disabled={item.impossible}
          aria-disabled={item.locked || undefined}
          aria-expanded={item.expanded}
          aria-label={item.label}
          title={item.label}
          onFocus={() => setActive(item.control)}
          onClick={() => {
            if (!item.locked) item.onClick();
          }}
          className={BUTTON}
        >
          {'icon' in item.shows ? <Icon name={item.shows.icon} className="size-4" /> : item.shows.text}
        </button>
      ))}
    </div>
  );
}
