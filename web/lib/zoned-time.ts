import { readZonedLocal } from '../../common/format/zoned-local';

// Wall-clock times in a named time zone. The Temporal polyfill behind readZonedLocal is heavy:
// only screens loaded on demand (class admin, the page editor, the staff area) import this file.

/**
 * The instant (ISO, UTC) of a `datetime-local` value ('2026-05-01T09:30', seconds optional) read
 * in `timeZone`; null when the value is not a date and time that exists there.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const reading = readZonedLocal(local, timeZone);
  return reading.ok ? reading.iso : null;
}

/** An ISO instant as a date and time in `timeZone`, in the interface language. */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
