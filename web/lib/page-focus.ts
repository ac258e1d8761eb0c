/** How long a new page may take to draw its heading (a lazy screen, its first read) before main takes the focus. */
export const HEADING_WAIT_MS = 3000;

/**
 * Moves the keyboard focus to the page's heading (the first h1 of `main`) once it is drawn, and
 * hands its text to `announce`; when no heading comes within HEADING_WAIT_MS, main takes the focus.
 * A focus the new screen placed itself (a dialog, an editor's field) is left where it is. Returns a
 * cancel function (a newer navigation replaces the wait).
 */
export function focusPageHeading(main: HTMLElement, announce: (text: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  const cancel = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  const tryHeading = (): boolean => {
    if (placedByScreen(main)) {
      cancel();
      return true;
    }
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    cancel();
    // Focusable by script only: a heading is no stop of the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    refocusAfterFixup(heading);
    announce(heading.textContent?.trim() ?? '');
    return true;
  };
  if (tryHeading()) return cancel;
  observer = new MutationObserver(() => tryHeading());
  observer.observe(main, { childList: true, subtree: true });
  timer = setTimeout(() => {
    cancel();
    if (!placedByScreen(main)) main.focus({ preventScroll: true });
  }, HEADING_WAIT_MS);
  return cancel;
}

/**
 * The link that led here may leave the page with the focus (a menu's, closed by the navigation):
 * Chromium then moves the focus to the body when it next draws (HTML's focus fixup), after the
 * heading took it. The heading takes it back once those frames are drawn.
 */
function refocusAfterFixup(heading: HTMLElement): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (heading.isConnected && document.activeElement === document.body) {
        heading.focus({ preventScroll: true });
      }
    }),
  );
}

const FIELDS = 'input, textarea, select, [contenteditable="true"]';

// The new screen put the focus somewhere itself (a dialog it opened, the field of an editor): it stays.
function placedByScreen(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  return active.closest('[aria-modal="true"]') !== null || (main.contains(active) && active.matches(FIELDS));
}
