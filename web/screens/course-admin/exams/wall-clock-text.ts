import { currentLanguage } from '../../../i18n/i18n';

/**
 * A wall-clock time of no zone in particular ('2026-05-01T09:30'), in the interface language: read
 * as UTC and shown in UTC, so its figures stay as the course team typed them.
 */
export function wallClockText(local: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${local}:00Z`));
}
