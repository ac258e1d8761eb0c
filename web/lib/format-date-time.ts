import { currentLanguage } from '../i18n/i18n';

/** A date and time in the interface language and, when it is valid, the user's time zone. */
export function formatDateTime(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(currentLanguage(), options).format(new Date(iso));
  }
}
