/** The cookie the server sets for the page to read (ARCHITECTURE §4). */
export const CSRF_COOKIE = 'csrftoken';

/** The header every non-GET request carries. */
export const CSRF_HEADER = 'X-CSRFToken';

/** Where a page without the cookie gets a token (the reply also sets the cookie). */
export const CSRF_BOOTSTRAP_PATH = '/api/csrf/';

/** The token in the `csrftoken` cookie, or null when there is none. */
export function readCsrfCookie(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}
