import { Temporal } from 'temporal-polyfill';

// Wall-clock times in a named time zone through the Temporal polyfill, which knows every zone's
// daylight-saving rules and refuses dates that do not exist. The class dates of spec §3 carry a
// local-naive variant (a `datetime-local` value such as '2026-05-01T09:30', no offset) beside
// the instant.

/** The local-naive form of an instant in `timeZone`: the wall-clock date and time there. */
export function zonedLocal(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute', roundingMode: 'trunc' });
}

/** Why a typed wall-clock time has no instant. */
export type ZonedLocalRefusal =
  /** Not a `YYYY-MM-DDTHH:mm` value. */
  | 'shape'
  /** A day or time that does not exist on any calendar: 31 February, 24:30. */
  | 'not_real'
  /** A time the clocks of the zone jump over when daylight saving starts. */
  | 'skipped'
  /** A time zone the runtime does not know. */
  | 'zone';

export type ZonedLocalReading = { ok: true; iso: string } | { ok: false; refusal: ZonedLocalRefusal };

const LOCAL_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The instant (ISO, UTC) of a `datetime-local` value read on the wall clock of `timeZone`. A time
 * that happens twice (the clocks go back) is the earlier one, east and west of UTC alike; a time
 * that never happens (the clocks go forward) and a day or time that does not exist are refused.
 */
export function readZonedLocal(local: string, timeZone: string): ZonedLocalReading {
  if (!LOCAL_SHAPE.test(local)) return { ok: false, refusal: 'shape' };
  let wallClock: Temporal.PlainDateTime;
  try {
    wallClock = Temporal.PlainDateTime.from(local, { overflow: 'reject' });
  } catch {
    return { ok: false, refusal: 'not_real' };
  }
  let earlier: Temporal.ZonedDateTime;
  try {
    earlier = wallClock.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  } catch {
    return { ok: false, refusal: 'zone' };
  }
  // In a gap the earlier reading lands before the jump, on another wall-clock time.
  if (!earlier.toPlainDateTime().equals(wallClock)) return { ok: false, refusal: 'skipped' };
  return { ok: true, iso: new Date(earlier.epochMilliseconds).toISOString() };
}

/** `days` calendar days after `start` on the wall clock of `timeZone` (the same local time, DST or not). */
export function addZonedDays(start: Date, days: number, timeZone: string): Date {
  const later = Temporal.Instant.fromEpochMilliseconds(start.getTime())
    .toZonedDateTimeISO(timeZone)
    .add({ days });
  return new Date(later.epochMilliseconds);
}
