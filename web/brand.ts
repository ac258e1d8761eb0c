/**
 * The platform's name: the server's BRAND_NAME setting, which it writes into the page's
 * application-name meta tag, so one build serves any brand.
 */
export const BRAND_NAME: string =
  document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim() || 'Kelas';

/** Where people reach the team (contact and partners screens). */
export const CONTACT_EMAIL = 'hello@kelas.example';
