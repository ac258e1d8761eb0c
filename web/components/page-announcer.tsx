import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { authStore } from '../auth/auth-store';
import { focusPageHeading } from '../lib/page-focus';

/**
 * After an in-app navigation, and after signing in, the focus moves to the new page's heading and
 * a polite live region names the page (WCAG 2.4.3): without it the focus falls to the body and a
 * screen reader says nothing. The first load, a jump to a #hash and a change of the query string
 * alone (tabs, filters) leave the focus where it is.
 */
export function PageAnnouncer({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState('');
  const firstRender = useRef(true);
  const cancel = useRef<() => void>(() => {});
  const moveFocus = useEffectEvent((): (() => void) => {
    cancel.current();
    const main = document.getElementById(mainId);
    if (!main) return () => {};
    setMessage('');
    cancel.current = focusPageHeading(main, setMessage);
    return cancel.current;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger; the hash is read with it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash.length > 1) return;
    return moveFocus();
  }, [pathname]);

  // Signing in redraws the page (and the modal that closes gives the focus back to a button that
  // may be gone): the page's heading takes it, after the modal has closed.
  useEffect(() => {
    let before = authStore.getState();
    return authStore.subscribe(() => {
      const now = authStore.getState();
      const signedIn = before.userLoaded && !before.currentUser && now.currentUser !== null;
      before = now;
      if (signedIn) setTimeout(() => moveFocus(), 0);
    });
  }, []);

  return (
    // A live region without role="status": the page's own status messages keep that role to themselves.
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcer">
      {message}
    </div>
  );
}
