/** Page scheduling (spec §3 Page scheduledAccess, dueDate): offsets in whole days from a class start. */

const DAY_MS = 86_400_000;

/** A page's schedule for one reader, as `read course getPage` and the cohort schedule give it. */
export interface PageSchedule {
  /** When the page opens (ISO), or null when it is open from the start. */
  unlocksAt: string | null;
  /** When the page is due (ISO), or null when it has no due date. */
  dueAt: string | null;
}

/** `start` plus `days` whole days (86,400 s each, spec §9), as ISO; null when either is missing. */
function afterDays(start: Date | null, days: number | null): string | null {
  return start === null || days === null ? null : new Date(start.getTime() + days * DAY_MS).toISOString();
}

/** The schedule of a page with `unlockAfterDays` and `dueAfterDays` in a class starting at `start`. */
export function pageSchedule(
  start: Date | null,
  unlockAfterDays: number | null,
  dueAfterDays: number | null,
): PageSchedule {
  return { unlocksAt: afterDays(start, unlockAfterDays), dueAt: afterDays(start, dueAfterDays) };
}

/** Is a page that opens at `unlocksAt` still locked at `now`? */
export function isLocked(unlocksAt: string | null, now: Date): boolean {
  return unlocksAt !== null && new Date(unlocksAt).getTime() > now.getTime();
}
