import { addZonedDays } from '../format/zoned-local';

/** Page scheduling (spec §3 Page scheduledAccess, dueDate): offsets in whole days from a class start. */

/** When a reader's class started, and the class's time zone (spec §3 classAccessTz). */
export interface ScheduleStart {
  at: Date;
  timeZone: string;
}

/** A page's schedule for one reader, as `read course getPage` and the cohort schedule give it. */
export interface PageSchedule {
  /** When the page opens (ISO), or null when it is open from the start. */
  unlocksAt: string | null;
  /** When the page is due (ISO), or null when it has no due date. */
  dueAt: string | null;
}

/**
 * `start` plus `days` calendar days on the class's wall clock, as ISO; null when either is missing.
 * A day is 86,400 s (spec §9) except across a daylight-saving change, where the page still opens
 * at the class's local time of the start.
 */
function afterDays(start: ScheduleStart | null, days: number | null): string | null {
  return start === null || days === null ? null : addZonedDays(start.at, days, start.timeZone).toISOString();
}

/** The schedule of a page with `unlockAfterDays` and `dueAfterDays` in a class starting at `start`. */
export function pageSchedule(
  start: ScheduleStart | null,
  unlockAfterDays: number | null,
  dueAfterDays: number | null,
): PageSchedule {
  return { unlocksAt: afterDays(start, unlockAfterDays), dueAt: afterDays(start, dueAfterDays) };
}

/** Is a page that opens at `unlocksAt` still locked at `now`? */
export function isLocked(unlocksAt: string | null, now: Date): boolean {
  return unlocksAt !== null && new Date(unlocksAt).getTime() > now.getTime();
}
