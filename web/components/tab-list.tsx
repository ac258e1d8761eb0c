import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** The ids of a tab and its panel, so the panel can name the tab that labels it. */
export const tabIds = (baseId: string, name: string) => ({
  tab: `${baseId}-${name}-tab`,
  panel: `${baseId}-${name}-panel`,
});

/**
 * An ARIA tablist: the tabs `names` with `current` selected (the only one in the tab order); the
 * arrow keys move round them, Home and End to the ends, each move selecting the tab and focusing
 * it. The caller draws the panel with `tabIds(baseId, current).panel` and labels it by the tab.
 */
export function TabList<Name extends string>({
  label,
  names,
  current,
  baseId,
  labelOf,
  onSelect,
  tabClassName,
}: {
  label: string;
  names: readonly Name[];
  current: Name;
  baseId: string;
  labelOf: (name: Name) => ReactNode;
  onSelect: (name: Name) => void;
  tabClassName: string;
}) {
  const tabRefs = useRef<Partial<Record<Name, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = names.indexOf(current);
    const last = names.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % names.length
        : event.key === 'ArrowLeft'
          ? (index + last) % names.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = names[next]!;
    onSelect(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b border-slate-200"
    >
      {names.map((name) => (
        <button
          key={name}
          ref={(element) => {
            tabRefs.current[name] = element;
          }}
          type="button"
          role="tab"
          id={tabIds(baseId, name).tab}
          aria-selected={name === current}
          aria-controls={name === current ? tabIds(baseId, name).panel : undefined}
          tabIndex={name === current ? 0 : -1}
          onClick={() => onSelect(name)}
          className={`-mb-px rounded-t-lg border border-transparent py-2 text-sm font-medium text-slate-700 hover:text-slate-900 aria-selected:border-slate-200 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-800 ${tabClassName}`}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
}
