import { TIME_ZONE_COOKIE } from '../../common/constants';

// The browser's time zone, which the app also keeps in a cookie so the server draws the next page's
// dates in it (server/http/server-drawing.ts). Reading it is the page's first use of Intl, which
// starts the browser's ICU library: a long task of its own, 80–370 ms at Lighthouse's 4× phone
// slowdown (docs/performance.md). So it is read when a date is first drawn, or when the page is
// hidden, never while the page starts.
let zone: string | undefined;

/** The browser's time zone, remembered for the server's drawing the first time it is read. */
export function browserTimeZone(): string {
  if (zone === undefined) {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (typeof document !== 'undefined') rememberForServer(zone);
  }
  return zone;
}

function rememberForServer(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, readable by the server.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(name)}; path=/; max-age=31536000; samesite=lax`;
}

/** Remember the browser's zone when the page is hidden, if no date drawn has done so by then. */
export function rememberTimeZoneWhenHidden(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') browserTimeZone();
  });
}
