/** An ISO instant as a `datetime-local` value ('2026-05-01T09:30') on the wall clock of `timeZone`. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The time zone to show date-times in: the user's own, else the browser's. */
export function userTimeZone(timezone: string | null | undefined): string {
  return timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}
