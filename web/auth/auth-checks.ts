/**
 * The sign-in, sign-up and password-reset forms' own checks (auth-validation.ts) use the server's
 * zod schemas, about 30 KiB of gzip: they load when a form is first focused or sent, not with the
 * screen that shows it (the first-load budget of docs/performance.md).
 */
export function loadAuthChecks(): Promise<typeof import('./auth-validation')> {
  return import('./auth-validation');
}
