import { USAGE_MONTHS } from '../../../common/api/usage';
import { DAY_MS } from '../../../common/constants';

/** A span of UTC days, from `start` up to `end` (exclusive), as `YYYY-MM-DD`. */
export interface DayRange {
  key: string;
  start: string;
  end: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (day: Date, days: number) => new Date(day.getTime() - days * DAY_MS);

/** Midnight UTC of `date`'s day. */
const dayOf = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The day `months` months after `anchor`'s month, on its day of the month or the month's last day. */
function monthsAfter(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay)));
}

/** Today, the last 7 days and the last 30 days, today included (`day`, `week`, `month`). */
export function recentRanges(now: Date): DayRange[] {
  const tomorrow = isoDay(daysBefore(dayOf(now), -1));
  return [
    { key: 'day', start: isoDay(dayOf(now)), end: tomorrow },
    { key: 'week', start: isoDay(daysBefore(dayOf(now), 6)), end: tomorrow },
    { key: 'month', start: isoDay(daysBefore(dayOf(now), 29)), end: tomorrow },
  ];
}

/** The calendar months from the one `since` falls in to `now`'s, the last USAGE_MONTHS at most (key `YYYY-MM`). */
export function calendarMonths(since: Date, now: Date): DayRange[] {
  const first = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1));
  const current = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const count =
    (current.getUTCFullYear() - first.getUTCFullYear()) * 12 + current.getUTCMonth() - first.getUTCMonth();
  const months: DayRange[] = [];
  for (let back = Math.min(count, USAGE_MONTHS - 1); back >= 0; back--) {
    const start = monthsAfter(current, -back);
    months.push({ key: isoDay(start).slice(0, 7), start: isoDay(start), end: isoDay(monthsAfter(start, 1)) });
  }
  return months;
}

/**
 * The billing periods from the institution's making (`anchor`) to the one `now` falls in, the last
 * USAGE_MONTHS at most: a month each, from the anchor's day of the month (key `period:{start}`).
 */
export function billingPeriods(anchor: Date, now: Date): DayRange[] {
  const day = dayOf(anchor);
  let current = 0;
  while (monthsAfter(day, current + 1).getTime() <= now.getTime()) current++;
  const periods: DayRange[] = [];
  for (let index = Math.max(0, current - USAGE_MONTHS + 1); index <= current; index++) {
    const start = isoDay(monthsAfter(day, index));
    periods.push({ key: `period:${start}`, start, end: isoDay(monthsAfter(day, index + 1)) });
  }
  return periods;
}
