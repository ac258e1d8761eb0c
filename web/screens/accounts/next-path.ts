import { SCREEN_ROUTES } from '../../../common/routes';

/** Where to go after signing in: `next` when it is a path on this site, else home (never another site). */
export function safeNextPath(next: string | null, origin: string = window.location.origin): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return SCREEN_ROUTES.home;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : SCREEN_ROUTES.home;
  } catch {
    return SCREEN_ROUTES.home;
  }
}
