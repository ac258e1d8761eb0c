import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { HASH_SCROLL_RETRY_MS } from '../../common/constants';

/** How often the hash target is looked for while the page may still be rendering. */
export const HASH_SCROLL_POLL_MS = 100;

// Scroll positions by history entry, for Back and Forward.
const positions = new Map<string, number>();

/**
 * Scrolling after navigation (spec §2): to the element named by the hash (smooth, centred, retried
 * for up to 5 s while it renders); on Back/Forward to where that entry was left; else to the top.
 * A replace keeps the position, since it changes the page in place (filters, redirects of the same page).
 */
export function ScrollManager() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useEffect(() => {
    if (hash.length > 1) return scrollToHash(decodeURIComponent(hash.slice(1)));
    if (navigationType === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}

function scrollToHash(id: string): () => void {
  const deadline = Date.now() + HASH_SCROLL_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target)
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    else if (Date.now() < deadline) timer = setTimeout(attempt, HASH_SCROLL_POLL_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}

// People who ask their system for less motion get an instant jump instead of a glide.
function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
