/**
 * The local-naive form of an instant in a named time zone: the wall-clock date and time there,
 * as a `datetime-local` value ('2026-05-01T09:30'), with no offset. The class dates of spec §3
 * carry this variant beside the instant.
 */
export function zonedLocal(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
