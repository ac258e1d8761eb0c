/**
 * `target` when it is a path of this site (one slash, no scheme or host, no backslash trick),
 * else the home page: a notification's link may only lead within the site.
 */
export function sameSitePath(target: string): string {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  try {
    const base = 'http://kelas.invalid';
    const url = new URL(target, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
