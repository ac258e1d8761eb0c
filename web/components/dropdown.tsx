import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { classNames } from './class-names';

export type DropdownAlign = 'right' | 'left' | 'fullwidth';

/** The panel's position for each alignment (spec §2: dropdowns align right, left or fullwidth). */
export const DROPDOWN_ALIGN_CLASSES: Readonly<Record<DropdownAlign, string>> = {
  right: 'right-0',
  left: 'left-0',
  fullwidth: 'inset-x-0',
};

/** The look of one item in a dropdown menu. */
export const MENU_ITEM_CLASS =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100';

const ITEM_SELECTOR = '[role^="menuitem"]';

interface DropdownProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when `label` is not plain text. */
  ariaLabel?: string;
  align: DropdownAlign;
  /** 'above' for dropdowns near the bottom of the page (the footer). */
  placement?: 'below' | 'above';
  /** 'menu': role="menu" with arrow keys; 'disclosure': a panel of ordinary links and controls. */
  kind?: 'menu' | 'disclosure';
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  testId?: string;
  children: ReactNode;
}

/** The one dropdown of the app: a button and a panel that closes on Escape, outside clicks and route changes. */
export function Dropdown({
  label,
  ariaLabel,
  align,
  placement = 'below',
  kind = 'menu',
  className,
  buttonClassName,
  panelClassName,
  testId,
  children,
}: DropdownProps) {
  const location = useLocation();
  // Open for the location it was opened at only: any navigation collapses it (spec §2).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const isMenu = kind === 'menu';
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    if (isMenu) panel.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();

    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (isMenu && panel.contains(document.activeElement)) {
        moveFocus(panel, event);
      }
    };
    // Choosing an item or action closes the panel (links navigate, which would close it anyway).
    // Listened for on the document, after React has run the item's own click handler: closing
    // earlier would unmount the item before its handler runs.
    // An action (a language, Log out) gives the focus back to the menu's button, which stays; a
    // link navigates, and the new page's heading takes the focus (PageAnnouncer).
    const onPanelClick = (event: MouseEvent) => {
      const target = event.target as Element;
      // A control marked `data-keep-open` (a tab, Load more) acts within the panel and leaves it open.
      const item = panel.contains(target) ? target.closest('a[href], button:not([data-keep-open])') : null;
      if (item) close(item.tagName === 'BUTTON');
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onPanelClick);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onPanelClick);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, isMenu, close]);

  return (
    <div ref={rootRef} className={classNames(align !== 'fullwidth' && 'relative', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup={isMenu ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
        className={buttonClassName}
        onClick={() => setOpenAt(open ? null : location.key)}
        onKeyDown={(event) => {
          if (isMenu && event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpenAt(location.key);
          }
        }}
      >
        {label}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          {...(isMenu && { role: 'menu', 'aria-labelledby': buttonId })}
          className={classNames(
            'absolute z-40 border-slate-200 bg-white shadow-lg',
            placement === 'above' ? 'bottom-full' : 'top-full',
            align === 'fullwidth' ? 'border-y p-4' : 'min-w-56 rounded-xl border p-1',
            align !== 'fullwidth' && (placement === 'above' ? 'mb-2' : 'mt-2'),
            DROPDOWN_ALIGN_CLASSES[align],
            panelClassName,
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}

// Arrow keys, Home and End move between menu items (WAI-ARIA menu pattern).
function moveFocus(panel: HTMLElement, event: KeyboardEvent): void {
  const items = [...panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const targets: Record<string, number> = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}
