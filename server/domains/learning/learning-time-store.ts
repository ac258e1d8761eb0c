import { sql } from 'drizzle-orm';
import { LEARNING_TIME_REASONS } from '../../../common/api/learning-time';
import type { Db } from '../../db/client';
import { learningTimeDaily, learningTimeEvents } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { LearningTimeEvents, LearningTimeTarget, ValidEvent } from './learning-time-target';

/** How far back an event's time may be (a day), and how far ahead of the server's clock (ten minutes). */
const OLDEST_EVENT_MS = 24 * 60 * 60 * 1000;
const NEWEST_EVENT_MS = 10 * 60 * 1000;

const OUT_OF_RANGE = 'Send the learning time within a day of when it happened.';

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Refuse an event that names another course than its page, or another class, or is out of time. */
function checkEvent(event: ValidEvent, target: LearningTimeTarget, index: number, now: Date): Date {
  const field = (name: string) => `events.${index}.${name}`;
  const courseCode = event.pagePath.split('/')[2];
  if (event.courseId !== courseCode) {
    throw new AppError('invalid_input', LEARNING_TIME_REASONS.courseId, {
      [field('courseId')]: LEARNING_TIME_REASONS.courseId,
    });
  }
  if (event.cohortId !== null && target.namedCohortId === null) {
    throw new AppError('invalid_input', LEARNING_TIME_REASONS.cohortId, {
      [field('cohortId')]: LEARNING_TIME_REASONS.cohortId,
    });
  }
  const occurredAt = new Date(event.timestamp);
  const age = now.getTime() - occurredAt.getTime();
  if (age > OLDEST_EVENT_MS || age < -NEWEST_EVENT_MS) {
    throw new AppError('invalid_input', OUT_OF_RANGE, { [field('timestamp')]: OUT_OF_RANGE });
  }
  return occurredAt;
}

/**
 * Store `userId`'s learning-time events with the client's address, each counted for the class it
 * names or else the learner's latest class of the course, and add their seconds to the daily sums
 * per user, course, page and UTC day of the event. The learning-time rule (policy.ts) has let each
 * event's course through; every event is checked first, and all are stored or none. Call inside a
 * transaction. Returns the stored events' ids, in order.
 */
export async function recordLearningTime(
  db: Db,
  userId: string,
  ip: string,
  events: LearningTimeEvents,
  now = new Date(),
): Promise<string[]> {
  const rows = events.map(({ event, target: found }, index) => {
    // The rule found a course for every event it let through.
    const target = found!;
    const occurredAt = checkEvent(event, target, index, now);
    return {
      userId,
      courseId: target.courseId,
      cohortId: target.namedCohortId ?? target.enrolledCohortId,
      pagePath: event.pagePath,
      seconds: event.seconds,
      newView: event.newView,
      ip,
      device: event.device,
      occurredAt,
    };
  });
  const stored = await db.insert(learningTimeEvents).values(rows).returning({ id: learningTimeEvents.id });

  // One upsert may not touch a row twice, so events of the same page and day are summed first.
  const daily = new Map<string, typeof learningTimeDaily.$inferInsert>();
  for (const row of rows) {
    const day = utcDay(row.occurredAt);
    const key = `${row.courseId} ${row.pagePath} ${day}`;
    const sum = daily.get(key);
    if (sum) sum.seconds = (sum.seconds ?? 0) + row.seconds;
    else
      daily.set(key, {
        userId: row.userId,
        courseId: row.courseId,
        pagePath: row.pagePath,
        day,
        seconds: row.seconds,
      });
  }
  await db
    .insert(learningTimeDaily)
    .values([...daily.values()])
    .onConflictDoUpdate({
      target: [
        learningTimeDaily.userId,
        learningTimeDaily.courseId,
        learningTimeDaily.pagePath,
        learningTimeDaily.day,
      ],
      set: { seconds: sql`${learningTimeDaily.seconds} + excluded.seconds` },
    });
  return stored.map((row) => row.id);
}
