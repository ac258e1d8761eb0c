import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  /** Without it the dialog is blocking: no close button, and Escape and the backdrop do nothing. */
  onClose?: () => void;
  /** Changing it says the content was replaced: focus moves to its first field again. */
  focusKey?: string;
  children: ReactNode;
}

/** A modal dialog: labelled by its title, focus kept inside, Escape or the backdrop closes it (unless blocking). */
export function Modal({ title, onClose, focusKey, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // An effect event, so that the effect below runs once per opening and not whenever onClose changes.
  const close = useEffectEvent(() => onClose?.());

  useEffect(() => {
    const backdrop = backdropRef.current;
    const dialog = dialogRef.current;
    if (!backdrop || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapFocus(dialog, event);
      }
    };
    // Only a press that starts on the backdrop closes: a text selection dragged out of a field does not.
    const onBackdropPress = (event: MouseEvent) => {
      if (event.target === backdrop) close();
    };
    document.addEventListener('keydown', onKeyDown);
    backdrop.addEventListener('mousedown', onBackdropPress);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      backdrop.removeEventListener('mousedown', onBackdropPress);
      document.body.style.overflow = overflow;
      // An opener the dialog's action removed (Log in, once signed in) is left to the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input.
  useEffect(() => {
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>('input, select, textarea') ?? dialog)?.focus();
  }, [focusKey]);

  return createPortal(
    <div
      ref={backdropRef}
      // Auto margins centre a short dialog; a tall one starts at the top and scrolls, title reachable.
      className="fixed inset-0 z-50 flex justify-center overflow-y-auto bg-slate-900/50 p-4"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative m-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('app.close')}
              className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
              >
                <path d="M5 5l10 10M15 5L5 15" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving it (the Modal's, and the gallery's lightbox's). */
export function trapFocus(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
