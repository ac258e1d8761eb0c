import { Temporal } from 'temporal-polyfill';

/** The most minutes an exam may last. */
export const EXAM_TIME_LIMIT_MAX = 600;
/** The most attempts an exam may allow a learner. */
export const EXAM_ATTEMPTS_MAX = 20;
/** The most parts (fixed questions or draws) of an exam, and questions one draw takes. */
export const EXAM_PARTS_MAX = 100;
export const EXAM_DRAW_MAX = 100;
export const EXAM_TITLE_MAX = 120;
export const EXAM_INSTRUCTIONS_MAX = 5_000;
/**
 * Seconds after an attempt's end in which a save or submission sent just before time-up is still
 * taken: the time a request may spend on the way.
 */
export const EXAM_GRACE_SECONDS = 10;

/** When a learner sees their results: on submission, once the exam closes, or when a teacher releases them. */
export const EXAM_RELEASES = ['immediately', 'after_close', 'manual'] as const;
export type ExamRelease = (typeof EXAM_RELEASES)[number];

/** An exam's opening window in a class: instants, null where the exam has no bound. */
export interface ExamWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

/**
 * The window of an exam in a class (spec: an opening window in the class time zone): its
 * wall-clock bounds read in the class's zone. A time that happens twice is the earlier; one the
 * clocks skip (a class moved to a zone with another daylight-saving rule) is the moment after
 * the jump, so the exam still opens and closes.
 */
export function examWindow(
  bounds: { opensAtLocal: string | null; closesAtLocal: string | null },
  timeZone: string,
): ExamWindow {
  const at = (local: string | null) =>
    local === null
      ? null
      : new Date(
          Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone, { disambiguation: 'compatible' })
            .epochMilliseconds,
        );
  return { opensAt: at(bounds.opensAtLocal), closesAt: at(bounds.closesAtLocal) };
}

/** Why a learner may not start an attempt now, or null when they may. */
export type StartRefusal = 'not_open' | 'closed' | 'attempts_used' | null;

export function startRefusal(
  window: ExamWindow,
  attemptsUsed: number,
  maxAttempts: number,
  now: Date,
): StartRefusal {
  if (window.opensAt && now < window.opensAt) return 'not_open';
  if (window.closesAt && now >= window.closesAt) return 'closed';
  return attemptsUsed >= maxAttempts ? 'attempts_used' : null;
}

/**
 * When an attempt started at `startedAt` ends: after the time limit, or when the exam closes if
 * that is sooner (the clock runs on the server, whether or not the browser is open).
 */
export function attemptEndsAt(startedAt: Date, timeLimitMinutes: number, closesAt: Date | null): Date {
  const limit = new Date(startedAt.getTime() + timeLimitMinutes * 60_000);
  return closesAt && closesAt < limit ? closesAt : limit;
}

/** Is an attempt ending at `endsAt` past taking anything at `now` (the grace spent)? */
export const isTimeUp = (endsAt: Date, now: Date) =>
  now.getTime() > endsAt.getTime() + EXAM_GRACE_SECONDS * 1000;

/** May learners see their results at `now`? */
export function resultsReleased(
  exam: { release: ExamRelease; releasedAt: Date | null },
  window: ExamWindow,
  now: Date,
): boolean {
  if (exam.releasedAt) return true;
  if (exam.release === 'immediately') return true;
  return exam.release === 'after_close' && window.closesAt !== null && now >= window.closesAt;
}
