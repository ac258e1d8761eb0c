import { useEffect, useEffectEvent } from 'react';

/** The editor's keyboard shortcuts, as `aria-keyshortcuts` names them. */
export const INSERT_SHORTCUTS = '/ Alt+Shift+N';
export const TOOLBOX_SHORTCUT = 'Alt+Shift+T';

/** Is the key pressed where it types: a field, a list of options or the rich-text box? */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/**
 * The editor's shortcuts, on the whole document while it is open: "/" (where it does not type) and
 * Alt+Shift+N (anywhere) open the insert menu for the place the focus is in; Alt+Shift+T goes to
 * the toolbox. Keys are read by their position (`code`), so keyboard layouts and the characters
 * Alt makes on a Mac do not matter.
 */
export function useEditorShortcuts({
  onInsert,
  onToolbox,
}: {
  onInsert: (from: Element | null) => void;
  onToolbox: () => void;
}) {
  const insert = useEffectEvent(onInsert);
  const toolbox = useEffectEvent(onToolbox);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
      // A dialog (the insert menu itself, a confirmation) has the keyboard to itself.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const alone = !event.altKey && !event.shiftKey;
      if (event.key === '/' && alone && !typesText(event.target)) {
        event.preventDefault();
        insert(document.activeElement);
      } else if (event.altKey && event.shiftKey && event.code === 'KeyN') {
        event.preventDefault();
        insert(document.activeElement);
      } else if (event.altKey && event.shiftKey && event.code === 'KeyT') {
        event.preventDefault();
        toolbox();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
