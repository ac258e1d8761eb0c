import type { ClassDate } from '../../../common/api/enrolment';

/** `date` as the wall-clock time of `timeZone`, without an offset: `YYYY-MM-DDTHH:mm`. */
export function localNaive(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A class date as an instant and in the class's zone, or null. */
export function classDate(date: Date | null, timeZone: string): ClassDate | null {
  return date ? { iso: date.toISOString(), local: localNaive(date, timeZone) } : null;
}
