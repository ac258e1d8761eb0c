/**
 * The platform's name: the server's BRAND_NAME setting, which it writes into the page's
 * application-name meta tag, so one build serves any brand.
 */
export let BRAND_NAME: string =
  (typeof document !== 'undefined' &&
    document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim()) ||
  'Kelas';

/** On the server, where there is no page to read it from: the configured name (web/ssr). */
export function setBrandName(name: string): void {
  BRAND_NAME = name;
}

/** Where people reach the team (contact and partners screens). */
export const CONTACT_EMAIL = 'hello@kelas.example';
